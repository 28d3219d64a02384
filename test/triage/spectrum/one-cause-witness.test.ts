import { expect, it } from "vitest";
import type { Group, TestResult } from "../../../src/results/schema.js";
import { oneCause } from "../../../src/triage/spectrum/one-cause.js";
import { failedTest } from "../failed-test.js";

/**
 * fastify/light-my-request with `serializeHeaders`' array check negated: 111 failures threw its
 * TypeError (their stacks show it), 6 more failed otherwise. Every failure ran it and the
 * `Response.writeHead` that calls it; fewer passing tests ran `writeHead`, which ranked first.
 */
const FRAMED = Array.from({ length: 8 }, (_, i) => `typeerror-${i}`);
const OTHER = ["plan-1", "plan-2"];
const PASSING = Array.from({ length: 10 }, (_, i) => `pass-${i}`);

function group(id: string, tests: string[], culprit: Group["triage"]): Group {
  return { id, signature: id, tier: "unit", tests, status: "open", reason: null, triage: culprit };
}

it("names the function a group's stack shows failing, of those that explain every group", () => {
  const groups = [
    group("typeerror", FRAMED, {
      culprit: { file: "lib/response.js", function: "serializeHeaders", source: "frame" },
      merged: [],
      signatures: [],
      keptApart: null,
    }),
    group("plan", OTHER, { culprit: null, merged: [], signatures: [], keptApart: null }),
  ];
  const tests: TestResult[] = [
    ...[...FRAMED, ...OTHER].map((id) => failedTest(id, ["FAIL"], { tier: "unit" })),
    ...PASSING.map((id) => failedTest(id, ["PASS"], { tier: "unit", status: "passed" })),
  ];
  const both = ["lib/response.js:Response.writeHead", "lib/response.js:serializeHeaders"];
  const coverage = new Map<string, Set<string>>([
    ...[...FRAMED, ...OTHER].map((id) => [id, new Set(both)] as const),
    ["pass-0", new Set(both)],
    ["pass-1", new Set(["lib/response.js:serializeHeaders"])],
    ...PASSING.slice(2).map((id) => [id, new Set(["lib/other.js:inject"])] as const),
  ]);
  const found = oneCause(groups, tests, coverage);
  expect(found?.culprit.function).toBe("serializeHeaders");
  expect([...(found?.tests ?? [])].sort()).toEqual([...FRAMED, ...OTHER].sort());
});
