import type { Config } from "../config/schema.js";
import { frameworkOfCommand } from "../runners/registry.js";
import { isWritableFramework, type WritableFramework } from "./framework-style.js";
import { type PlanEntry, PlanError } from "./parse-plan.js";

/** A JUnit tier a plan entry's test is written for: its runner and how the tier runs it. */
export interface FrameworkTier {
  tier: string;
  framework: WritableFramework;
  /** The tier's command and report globs, as configured. */
  command: string;
  reports: string[];
  timeoutMs: number;
  /** The services the tier's tests need (`requires:` on the tier). */
  requires: string[];
}

/**
 * The framework an entry's test is written in, or null for a script. Asked with `Framework:`,
 * it must be what the entry's tier runs (its `command:`); an entry naming no tier goes to the
 * one tier that runs it. Not asked, an entry of a tier that runs a known framework and has no
 * `tests:` glob for scripts gets a test in that framework. A tier that does not run the asked
 * framework is a PlanError naming the line (exit 2).
 */
export function frameworkOfEntry(
  entry: PlanEntry,
  config: Config,
  file: string,
): FrameworkTier | null {
  const asked = entry.framework;
  if (asked === "script") return null;
  const where = `${file}:${entry.frameworkLine ?? entry.line}`;
  if (asked === null) {
    const tier = config.tiers.find((candidate) => candidate.name === entry.tier);
    const runs = tier?.command ? frameworkOfCommand(tier.command) : null;
    return tier && !tier.tests && isWritableFramework(runs)
      ? frameworkTierOf(config, tier.name, runs)
      : null;
  }
  if (!isWritableFramework(asked)) throw new PlanError(`${where}: unknown framework ${asked}`);
  if (entry.tier === null) {
    const running = config.tiers.filter(
      (tier) => tier.command && frameworkOfCommand(tier.command) === asked,
    );
    if (running.length === 1 && running[0]) return frameworkTierOf(config, running[0].name, asked);
    throw new PlanError(
      `${where}: ${entry.id} asks for ${asked} and names no tier, and ${running.length === 0 ? "no tier's command: runs" : `${running.map((tier) => tier.name).join(", ")} all run`} ${asked}: add "Tier: <name>" with a tier whose command: runs it`,
    );
  }
  const tier = config.tiers.find((candidate) => candidate.name === entry.tier);
  if (!tier) {
    throw new PlanError(
      `${where}: ${entry.id} asks for ${asked} in tier ${entry.tier}, which the config does not declare (tiers: ${config.tiers.map((t) => t.name).join(", ")})`,
    );
  }
  const runs = tier.command ? frameworkOfCommand(tier.command) : null;
  if (runs !== asked) {
    const what = tier.command
      ? `its command: runs ${runs ?? "no framework fix-loop knows"} (${tier.command})`
      : "it runs test scripts (tests:), not a framework command";
    throw new PlanError(
      `${where}: ${entry.id} asks for ${asked}, but tier ${tier.name} does not run it: ${what}; name a tier whose command: runs ${asked}, or drop Framework:`,
    );
  }
  return frameworkTierOf(config, tier.name, asked);
}

/** How the config's tier `name` runs its `framework` tests. */
export function frameworkTierOf(
  config: Config,
  name: string,
  framework: WritableFramework,
): FrameworkTier {
  const tier = config.tiers.find((candidate) => candidate.name === name);
  return {
    tier: name,
    framework,
    command: tier?.command ?? "",
    reports: tier?.junit ?? [],
    timeoutMs: tier?.timeout ?? config.timeout,
    requires: tier?.requires ?? [],
  };
}
