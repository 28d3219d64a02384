import { createHash } from "node:crypto";
import type { Group, TestResult } from "../results/schema.js";
import type { FlakeSummary, FlakesFile } from "./quarantine-list.js";
import { matchListed } from "./quarantine-match.js";
import { isNamed } from "./tests-to-triage.js";

/**
 * `/fix <id>` on a test the history says flakes: it may pass this run, or fail, or fail and pass
 * on the re-run, so triage (which groups failures) never sees it; it gets a group of its own,
 * one per test, whose id does not depend on how this run went: verify's group is fix's and
 * check's. Its fix is judged by repetition in check.
 */
export function flakyTargetGroups(
  tests: readonly TestResult[],
  named: readonly string[],
  flakes: FlakesFile | null | undefined,
): Group[] {
  if (!flakes || flakes.tests.length === 0 || named.length === 0) return [];
  const listed = matchListed(flakes.tests, tests);
  return tests.flatMap((test) => {
    const flake = listed.get(test.id);
    if (!flake || !isNamed(test, named)) return [];
    if (test.status !== "passed" && test.status !== "flaky" && test.status !== "failed") return [];
    const signature = `flaky: ${test.id}`;
    return [
      {
        id: flakyGroupId(test.id),
        signature,
        tier: test.tier,
        tests: [test.id],
        status: "open" as const,
        reason: flakeReason(flake),
      },
    ];
  });
}

/** "flaked in 3 of 40 runs (7.5%), last at 1a2b3c4d5e6f": the history's numbers, in words. */
export function flakeReason(flake: FlakeSummary): string {
  const last = flake.commits[0] ? `, last at ${flake.commits[0].slice(0, 12)}` : "";
  return `flaked in ${flake.flakes} of ${flake.runs} runs (${(flake.rate * 100).toFixed(1)}%)${last}`;
}

/** The flake entry of each test of a group, by test id. */
export function flakesOf(
  tests: readonly Pick<TestResult, "id" | "runnerId">[],
  flakes: FlakesFile | null | undefined,
): Map<string, FlakeSummary> {
  return flakes ? matchListed(flakes.tests, tests) : new Map();
}

/** A flaky test's group id: a hash of its id, 12 hex digits as triage's are, apart from theirs. */
function flakyGroupId(id: string): string {
  return createHash("sha256").update(`flaky test\n${id}`).digest("hex").slice(0, 12);
}
