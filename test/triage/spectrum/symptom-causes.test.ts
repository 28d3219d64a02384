import { describe, expect, it } from "vitest";
import { blameByOchiai } from "../../../src/triage/spectrum/ochiai.js";
import { symptomsWithOwnCause } from "../../../src/triage/spectrum/symptom-causes.js";

// The shape of fast-json-stringify's two-bug tree: the failures of both bugs ran the serializer
// builder that nearly every passing test runs; the second bug's failures, which print an error
// of their own, also ran a function few passing tests run.

type Coverage = Map<string, Set<string>>;

const tests = (prefix: string, count: number, functions: string[]): Coverage =>
  new Map(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, new Set(functions)]));

/** Passing tests: `count` of them, each with the functions the rule says it ran. */
function passing(count: number, ran: (index: number) => string[]): Coverage {
  return new Map(Array.from({ length: count }, (_, i) => [`pass${i}`, new Set(ran(i))]));
}

function blamed(failing: Coverage, passed: Coverage, symptoms: Map<string, string>) {
  const blame = (some: ReadonlyMap<string, ReadonlySet<string>>) => blameByOchiai(some, passed);
  const all = blame(failing);
  const after = symptomsWithOwnCause(all, failing, passed, symptoms, blame);
  return { before: new Set([...all.values()].map((s) => s.fn)), after };
}

const symptomsOf = (groups: Record<string, Coverage>) =>
  new Map(
    Object.entries(groups).flatMap(([name, coverage]) =>
      [...coverage.keys()].map((id) => [id, name] as [string, string]),
    ),
  );

describe("a signature group blamed on what nearly every passing test runs", () => {
  const first = tests("assert", 6, ["build"]);
  const second = tests("schema", 4, ["build", "oneOf"]);
  const failing = new Map([...first, ...second]);
  const symptoms = symptomsOf({ first, second });

  it("keeps the blame its own spectrum gives, when that names a function few passing tests run", () => {
    // build: 9 of 10 passing tests; oneOf: 1 of 10.
    const passed = passing(10, (i) => [...(i < 9 ? ["build"] : []), ...(i === 9 ? ["oneOf"] : [])]);
    const { before, after } = blamed(failing, passed, symptoms);
    expect([...before]).toEqual(["build"]);
    for (const id of second.keys()) expect(after.get(id)?.fn).toBe("oneOf");
    // The first group's own spectrum names build too.
    for (const id of first.keys()) expect(after.get(id)?.fn).toBe("build");
  });

  it("stays with it when that function is not common ground (7 of 10 passing tests: express's `query`)", () => {
    const passed = passing(10, (i) => [...(i < 7 ? ["build"] : []), ...(i === 9 ? ["oneOf"] : [])]);
    const { after } = blamed(failing, passed, symptoms);
    for (const id of failing.keys()) expect(after.get(id)?.fn).toBe("build");
  });

  it("stays with it when its own culprit is not what every one of its failures ran", () => {
    const mixed = new Map(
      [...second].map(([id, fns], i) => [id, i === 0 ? new Set(["build"]) : fns]),
    );
    const passed = passing(10, (i) => [...(i < 9 ? ["build"] : []), ...(i === 9 ? ["oneOf"] : [])]);
    const both = new Map([...first, ...mixed]);
    const { after } = blamed(both, passed, symptomsOf({ first, second: mixed }));
    for (const id of both.keys()) expect(after.get(id)?.fn).toBe("build");
  });

  it("stays with it when it holds fewer than three failures", () => {
    const few = tests("schema", 2, ["build", "oneOf"]);
    const passed = passing(10, (i) => [...(i < 9 ? ["build"] : []), ...(i === 9 ? ["oneOf"] : [])]);
    const both = new Map([...first, ...few]);
    const { after } = blamed(both, passed, symptomsOf({ first, second: few }));
    for (const id of few.keys()) expect(after.get(id)?.fn).toBe("build");
  });

  it("changes nothing where every failure prints one error", () => {
    const passed = passing(10, (i) => [...(i < 9 ? ["build"] : []), ...(i === 9 ? ["oneOf"] : [])]);
    const one = new Map([...failing.keys()].map((id) => [id, "one"]));
    const { after } = blamed(failing, passed, one);
    for (const id of failing.keys()) expect(after.get(id)?.fn).toBe("build");
  });
});
