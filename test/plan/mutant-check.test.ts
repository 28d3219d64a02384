import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newGeneratedTest } from "../../src/plan/generated-test.js";
import type { HeldFrameworkTest } from "../../src/plan/held-framework-test.js";
import { checkAgainstMutants } from "../../src/plan/mutant-check.js";
import { parsePlan } from "../../src/plan/parse-plan.js";
import { createTempProject } from "../support/temp-project.js";
import { ourVitestIn, VITEST_TIER } from "./support/our-vitest.js";

// The mutant check on TypeScript code and vitest (plan-mutants.test.ts drives Python and pytest
// through the CLI): this repository's vitest, run in the scratch copy through a linked
// node_modules, against mutants of a function the plan entry names or the test calls.

const PRICES = `export function label(cents: number): string {
  return cents >= 100 ? "big" : "small";
}

export const cents = (amount: number): number => Math.round(amount * 100 + 0);
`;

const ENTRIES = parsePlan(
  "## LIB-1: Labels\nFunction: label\nExpected: big from 100\n\n## LIB-2: Cents\nExpected: some cents\n",
);

let root: string;
const held: HeldFrameworkTest[] = [];

function heldTest(id: string, file: string): HeldFrameworkTest {
  const test = newGeneratedTest({
    id,
    file,
    title: id,
    tier: "unit",
    requires: [],
    timeoutMs: 60_000,
  });
  return { test, tier: VITEST_TIER, entries: ENTRIES };
}

beforeAll(async () => {
  root = await createTempProject({
    "package.json": '{ "type": "module" }\n',
    "vitest.config.mjs": 'export default { test: { include: ["test/**/*.test.ts"] } };\n',
    "src/prices.ts": PRICES,
    "test/lib-1-label.test.ts.pending": [
      'import { expect, it } from "vitest";',
      'import { label } from "../src/prices.js";',
      'it("LIB-1 labels", () => { expect(label(100)).toBe("big"); expect(label(99)).toBe("small"); });',
      "",
    ].join("\n"),
    "test/lib-2-cents.test.ts.pending": [
      'import { expect, it } from "vitest";',
      'import { cents } from "../src/prices.js";',
      'it("LIB-2 cents", () => { expect(typeof cents(1.5)).toBe("number"); });',
      "",
    ].join("\n"),
  });
  await ourVitestIn(root);
  held.push(
    heldTest("LIB-1", "test/lib-1-label.test.ts.pending"),
    heldTest("LIB-2", "test/lib-2-cents.test.ts.pending"),
  );
  const context = { cwd: root, env: process.env, runAs: null };
  for (const one of held) await checkAgainstMutants(one, context, { mutants: 3, timeMs: 60_000 });
}, 120_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe("a vitest test of TypeScript code, checked against mutants in a scratch copy", () => {
  it("keeps the test a mutant of the named function fails, at the boundary it pins", () => {
    const [kept] = held;
    expect(kept?.test.status).toBe("pending");
    expect(kept?.test.mutants?.functions).toEqual(["src/prices.ts:label"]);
    expect(kept?.test.mutants?.tried.at(-1)).toMatchObject({
      operator: "comparison-boundary",
      file: "src/prices.ts",
      line: 2,
      description: "`>=` -> `>`",
      outcome: "killed",
    });
    expect(kept?.test.mutants?.tried.at(-1)?.evidence).toContain("expected 'small' to be 'big'");
  });

  it("refuses, at the cap of 3, a test of a function it calls that no mutant fails", () => {
    const refused = held[1]?.test;
    expect(refused?.status).toBe("refused");
    expect(refused?.mutants?.functions).toEqual(["src/prices.ts:cents"]);
    expect(refused?.mutants?.tried.map((run) => run.outcome)).toEqual([
      "survived",
      "survived",
      "survived",
    ]);
    expect(refused?.reasons[0]).toMatch(
      /^it passes against every mutant tried of src\/prices\.ts:cents, so it checks nothing of that code: 3 tried: /,
    );
  });

  it("never changes the project's own code", async () => {
    expect(await readFile(path.join(root, "src/prices.ts"), "utf8")).toBe(PRICES);
  });
});
