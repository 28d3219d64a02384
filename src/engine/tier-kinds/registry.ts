import type { TestResult } from "../../results/schema.js";
import { junitKind } from "./junit.js";
import { scriptKind } from "./script.js";
import type { RerunPlan, TierKind } from "./tier-kind.js";

/**
 * Every kind of tier the engine can run. Adding one (TAP, a pass/fail command, go test -json)
 * is a file that implements TierKind and a line here; its source type then joins TierSource
 * and the compiler points at anything that must handle it.
 */
export const TIER_KINDS = {
  script: scriptKind,
  junit: junitKind,
} as const;

export type TierKindName = keyof typeof TIER_KINDS;

type SourceOf<Name extends TierKindName> =
  (typeof TIER_KINDS)[Name] extends TierKind<infer Source> ? Source : never;

/** One kind's part of a planned tier, discriminated by `kind`. */
export type TierSource = { [Name in TierKindName]: SourceOf<Name> }[TierKindName];

export function isTierKindName(name: string): name is TierKindName {
  return Object.hasOwn(TIER_KINDS, name);
}

/** The kind that runs a source. One cast here, so callers stay typed. */
export function kindOf(source: TierSource): TierKind<TierSource> {
  return TIER_KINDS[source.kind] as unknown as TierKind<TierSource>;
}

/**
 * The command that re-runs `tests` of one tier alone, with the runner's own selection when it
 * has one. For anything that needs "run these tests" (fault localisation, a person's terminal).
 */
export function rerunCommandFor(
  tier: { sources: readonly TierSource[] },
  tests: readonly TestResult[],
): RerunPlan | null {
  for (const source of tier.sources) {
    const kind = kindOf(source);
    const owned = tests.filter((test) => test.kind === source.kind && kind.owns(source, test.id));
    if (owned.length === tests.length && owned.length > 0) return kind.rerun(source, owned);
  }
  return null;
}

/** "4 scripts, JUnit command (pytest)": what a tier runs, for logs. */
export function describeTier(tier: { sources: readonly TierSource[] }): string {
  return tier.sources.map((source) => kindOf(source).describe(source)).join(", ") || "no tests";
}
