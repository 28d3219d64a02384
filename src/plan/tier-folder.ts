import type { Config } from "../config/schema.js";

/** Where the scripts of a tier go: the glob they must match and the folder to write them in. */
export interface TierTarget {
  tier: string;
  glob: string;
  folder: string;
}

/**
 * A tier's target: its own `tests:` glob, else the top-level one (whose scripts name their
 * tier in `# TIER:`). Null for a tier that runs a framework command and has no script glob.
 */
export function tierTarget(config: Config, tier: string): TierTarget | null {
  const own = config.tiers.find((candidate) => candidate.name === tier);
  const pattern = own?.tests?.[0] ?? (own?.command ? undefined : config.tests?.[0]);
  if (!pattern) return null;
  return { tier, glob: pattern, folder: staticFolder(pattern) };
}

/** "tests/smoke/*.sh" -> "tests/smoke"; "tests/**\/*.sh" -> "tests". */
function staticFolder(pattern: string): string {
  const parts = pattern.split("/");
  const fixed: string[] = [];
  for (const part of parts.slice(0, -1)) {
    if (/[*?[\]{}!]/.test(part)) break;
    fixed.push(part);
  }
  return fixed.join("/") || ".";
}
