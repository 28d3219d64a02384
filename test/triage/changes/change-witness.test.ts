import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/results/schema.js";
import { triageFailures } from "../../../src/triage/triage.js";

/** A fixture of the real-projects benchmark (see test/triage/spectrum/real-mutants.test.ts). */
interface Fixture {
  tierOrder: string[];
  functions: string[];
  coverage: Record<string, number[]>;
  tests: TestResult[];
  sources: Record<string, string>;
  /**
   * The ids whose coverage verify's run took on the way; the rest came from triage's runs.
   * Fixtures made before it was kept have all their coverage taken on the way.
   */
  taken?: string[];
}

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

/** Triage of the fixture; the runner answers from what verify's retries took, and counts its runs. */
async function triaged(name: string, changed?: ReadonlySet<string>) {
  const file = path.join(import.meta.dirname, "../spectrum/fixtures/real-mutants", `${name}.json`);
  const fixture = JSON.parse(readFileSync(file, "utf8")) as Fixture;
  const root = await mkdtemp(path.join(tmpdir(), `${name}-`));
  roots.push(root);
  for (const [source, text] of Object.entries(fixture.sources)) {
    await mkdir(path.dirname(path.join(root, source)), { recursive: true });
    await writeFile(path.join(root, source), text);
  }
  const coverage = new Map(
    Object.entries(fixture.coverage).map(([id, calls]) => [
      id,
      new Set(calls.map((at) => fixture.functions[at] ?? "")),
    ]),
  );
  const taken = new Map(
    (fixture.taken ?? Object.keys(fixture.coverage)).flatMap((id) => {
      const functions = coverage.get(id);
      return functions ? [[id, functions] as const] : [];
    }),
  );
  let runs = 0;
  const runner = {
    run: async (tests: readonly TestResult[]) => {
      runs++;
      return new Map(
        tests.flatMap((test) => {
          const functions = coverage.get(test.id);
          return functions ? [[test.id, functions] as const] : [];
        }),
      );
    },
  };
  const groups = await triageFailures(fixture.tests, fixture.tierOrder, {
    root,
    coverage: runner,
    taken,
    changed,
  });
  return { groups, runs };
}

describe("one group the change names", () => {
  it("takes no coverage run to name it (cronstrue: `2` -> `2 + 1` in getHoursDescription)", async () => {
    // 81 failures in one group; without a base the spectrum re-ran 59 tests (4.2 s, more than
    // the tier's own first run) to name the culprit.
    const plain = await triaged("cronstrue-hours-description");
    expect(plain.runs).toBe(1);
    const based = await triaged(
      "cronstrue-hours-description",
      new Set(["src/expressionDescriptor.ts:getHoursDescription"]),
    );
    expect(based.runs).toBe(0);
    expect(based.groups).toHaveLength(1);
    expect(based.groups[0]?.triage?.culprit).toMatchObject({
      file: "src/expressionDescriptor.ts",
      function: "getHoursDescription",
      source: "change",
    });
  });
});

describe("a group whose failures ran two different changes", () => {
  it("is two groups, each blamed on its change (negotiator: isQuality's `0` -> `0 + 1` and language's `&&` -> `||` in one tree)", async () => {
    // Every failure prints the same masked line; triage joined 53 of them, both bugs', under the
    // Negotiator constructor. The change shows which ran which.
    const changed = new Set(["lib/charset.js:isQuality", "index.js:language"]);
    const { groups } = await triaged("negotiator-quality-and-language", changed);
    const bugOf = (id: string) => (id.startsWith("negotiator.charset") ? "charset" : "language");
    expect(groups.map((group) => [...new Set(group.tests.map(bugOf))])).toEqual([
      ["charset"],
      ["language"],
    ]);
    expect(groups.map((group) => [group.tests.length, group.triage?.culprit?.function])).toEqual([
      [35, "isQuality"],
      [34, "language"],
    ]);
  });
});

describe("a change in a helper declared inside another function", () => {
  it("is seen in the helper's own coverage unit, not lost to a change its encloser's callers share (path-to-regexp: `while (index < tokens.length)` negated in hasInSegment)", async () => {
    // Coverage keys hasInSegment's runs as `toRegExpSource/hasInSegment`, blamed as
    // toRegExpSource; the library's own history changed `flatten`, which every failure ran too.
    const changed = new Set(["src/index.ts:hasInSegment", "src/index.ts:flatten"]);
    const { groups } = await triaged("path-to-regexp-has-in-segment", changed);
    expect(groups.map((group) => group.triage?.culprit?.function)).toEqual(["hasInSegment"]);
  });
});
