import { describe, expect, it } from "vitest";
import { triageFailures } from "../../../src/triage/triage.js";
import { realMutant } from "../spectrum/real-mutant-fixture.js";

/** Triage of a benchmark mutant with the given changed functions, and the coverage runs it asked for. */
async function triaged(name: string, changed?: ReadonlySet<string>) {
  const mutant = await realMutant(name);
  const groups = await triageFailures(mutant.tests, mutant.tierOrder, {
    root: mutant.root,
    coverage: mutant.runner,
    taken: mutant.taken,
    changed,
  });
  return { groups, runs: mutant.runs() };
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
