import { availableParallelism } from "node:os";
import { type Config, configuredOnFailure, TIER_NAMES } from "../config/schema.js";
import type { ScriptTest } from "../script-tests/script-test.js";
import { TIER_KINDS, type TierSource } from "./tier-kinds/registry.js";
import type { PlannedTier } from "./types.js";

/** Tiers whose failure stops the tiers after them unless the config says otherwise. */
const STOP_BY_DEFAULT = new Set<string>(["health", "smoke"]);

/**
 * Orders the tiers and places every discovered script in one. Configured tiers come first in
 * their order; scripts found through the top-level `tests:` glob may also name the default tiers
 * (health, smoke, features, integration, e2e), which are added in that order when used.
 */
export function planTiers(config: Config, scripts: readonly ScriptTest[]): PlannedTier[] {
  const names = config.tiers.map((tier) => tier.name);
  for (const name of TIER_NAMES) {
    if (!names.includes(name) && scripts.some((script) => script.tier === name)) names.push(name);
  }
  return names.map((name) => {
    const tier = config.tiers.find((candidate) => candidate.name === name);
    const input = { name, config: tier, scripts: scripts.filter((script) => script.tier === name) };
    const sources = Object.values(TIER_KINDS)
      .map((kind) => kind.discover(input))
      .filter((source) => source !== null) as TierSource[];
    return {
      name,
      onFailure: configuredOnFailure(tier) ?? (STOP_BY_DEFAULT.has(name) ? "stop" : "continue"),
      concurrency: tier?.concurrency ?? availableParallelism(),
      timeoutMs: tier?.timeout ?? config.timeout,
      retries: tier?.retries ?? config.retries,
      requires: tier?.requires ?? [],
      env: tier?.env ?? {},
      sources,
    };
  });
}
