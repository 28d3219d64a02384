import type { Config } from "../config/schema.js";
import { nearestWord } from "../config/suggest.js";
import type { FrameworkTier } from "./entry-framework.js";
import { type PlanEntry, PlanError } from "./parse-plan.js";
import { tierTarget } from "./tier-folder.js";

/**
 * Before any session is paid for: an entry's `Tier:` must be one its test can go to (a tier
 * with a `tests:` glob, the config's default glob, or a framework tier), and every service its
 * `Requires:` names must be declared. Otherwise a PlanError naming the line (exit 2).
 */
export function checkEntryTargets(
  entries: readonly PlanEntry[],
  frameworks: ReadonlyMap<PlanEntry, FrameworkTier | null>,
  config: Config,
  file: string,
): void {
  const tiers = config.tiers.map((tier) => tier.name);
  const services = Object.keys(config.services);
  for (const entry of entries) {
    const where = `${file}:${entry.line}`;
    if (entry.tier !== null && !frameworks.get(entry) && !tierTarget(config, entry.tier)) {
      const known = tiers.includes(entry.tier);
      throw new PlanError(
        known
          ? `${where}: ${entry.id} names tier ${entry.tier}, which has no tests: glob for scripts and runs no framework fix-loop writes tests for: name another tier, or give ${entry.tier} a tests: glob`
          : `${where}: ${entry.id} names tier ${entry.tier}, which the config does not declare${hint(entry.tier, tiers)} (tiers: ${tiers.join(", ") || "none"})`,
      );
    }
    const unknown = (entry.requires ?? []).filter((name) => !services.includes(name));
    if (unknown.length > 0) {
      const [first] = unknown;
      throw new PlanError(
        `${where}: ${entry.id} requires ${unknown.join(", ")}, which the config does not declare under services:${first ? hint(first, services) : ""} (services: ${services.join(", ") || "none"})`,
      );
    }
  }
}

function hint(word: string, candidates: readonly string[]): string {
  const near = nearestWord(word, candidates);
  return near ? ` (did you mean ${near}?)` : "";
}
