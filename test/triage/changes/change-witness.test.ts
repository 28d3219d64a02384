import { describe, expect, it } from "vitest";
import type { Group, TestResult } from "../../../src/results/schema.js";
import { blameChanges } from "../../../src/triage/changes/change-witness.js";
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
    // Why each stands apart names the change it is blamed on, not the culprit it was found with.
    expect(groups.map((group) => group.triage?.keptApart)).toEqual([
      "no shared culprit: its tests point at lib/charset.js:isQuality (change), and no test in the other group is blamed on them",
      "no shared culprit: its tests point at index.js:language (change), and no test in the other group is blamed on them",
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

describe("a group blamed on its change alone", () => {
  // body-parser: the urlencoded group blamed on the changed `parameterCount` still said its
  // tests point at `createQueryParser (coverage)`, the culprit the spectrum had found.
  it("says why it stands apart by that change, not by the culprit it was found with", () => {
    const failed = (id: string, file: string): TestResult => ({
      id,
      title: id,
      tier: "unit",
      status: "failed",
      durationMs: 1,
      kind: "junit",
      file,
      requires: [],
      runnerId: null,
      run: null,
      runsAlone: true,
      runs: 1,
      reason: null,
      evidence: null,
    });
    const tests = [failed("q1", "test/q.js"), failed("q2", "test/q.js"), failed("j1", "test/j.js")];
    const group = (id: string, ids: string[], culprit: string, keptApart: string): Group => ({
      id,
      signature: `TypeError ${id}`,
      tier: "unit",
      tests: ids,
      status: "open",
      reason: null,
      triage: {
        culprit: { file: "lib/urlencoded.js", function: culprit, source: "coverage" },
        merged: [],
        signatures: [],
        keptApart,
      },
    });
    const groups = [
      group(
        "a",
        ["q1", "q2"],
        "createQueryParser",
        "no shared culprit: its tests point at lib/urlencoded.js:createQueryParser (coverage), and no test in the other group is blamed on them",
      ),
      group(
        "b",
        ["j1"],
        "json",
        "no shared culprit: its tests point at lib/urlencoded.js:json (coverage), and no test in the other group is blamed on them",
      ),
    ];
    const ran = new Set([
      "lib/urlencoded.js:createQueryParser",
      "lib/urlencoded.js:parameterCount",
    ]);
    const blamed = blameChanges(groups, tests, ["unit"], {
      changed: new Set(["lib/urlencoded.js:parameterCount"]),
      coverage: new Map([
        ["q1", ran],
        ["q2", ran],
        ["j1", new Set(["lib/urlencoded.js:json"])],
      ]),
    });
    expect(blamed.map((each) => [each.triage?.culprit?.function, each.triage?.keptApart])).toEqual([
      [
        "parameterCount",
        "no shared culprit: its tests point at lib/urlencoded.js:parameterCount (change), and no test in the other group is blamed on them",
      ],
      [
        "json",
        "no shared culprit: its tests point at lib/urlencoded.js:json (coverage), and no test in the other group is blamed on them",
      ],
    ]);
  });
});
