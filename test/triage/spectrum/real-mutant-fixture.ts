import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { TestResult } from "../../../src/results/schema.js";
import type { CoverageRunner } from "../../../src/triage/spectrum/coverage-runner.js";
import { createTempProject } from "../../support/temp-project.js";

/**
 * A mutant of the real-projects benchmark (bench/real-projects) as `fix-loop verify` saw it,
 * made by bench/real-projects/fixture-from-record.mjs: the failed tests with their evidence,
 * the passing tests the coverage had, the coverage each test had, and the source files triage
 * reads, as they were at the pinned commits (MIT). Paths are the tree's own, relative to its root.
 */
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

export interface RealMutant {
  tests: TestResult[];
  tierOrder: string[];
  /** A temp tree of the fixture's sources (removed after the test file). */
  root: string;
  /** What verify's run took on the way, by test id. */
  taken: Map<string, Set<string>>;
  /** A coverage runner that answers from the fixture, as the recorded runs answered. */
  runner: CoverageRunner;
  /** How many runs that runner was asked for. */
  runs(): number;
}

/** The fixture `name` of test/triage/spectrum/fixtures/real-mutants, in a tree of its sources. */
export async function realMutant(name: string): Promise<RealMutant> {
  // A large one is kept gzipped (yaml's 646 failures: 1.3 MB of JSON).
  const file = path.join(import.meta.dirname, "fixtures/real-mutants", `${name}.json`);
  const text = existsSync(file)
    ? readFileSync(file, "utf8")
    : gunzipSync(readFileSync(`${file}.gz`)).toString("utf8");
  const fixture = JSON.parse(text) as Fixture;
  const root = await createTempProject(fixture.sources, `${name}-`);
  const coverage = new Map(
    Object.entries(fixture.coverage).map(([id, calls]) => [
      id,
      new Set(calls.map((at) => fixture.functions[at] ?? "")),
    ]),
  );
  const answered = (ids: readonly string[]) =>
    new Map(
      ids.flatMap((id) => {
        const functions = coverage.get(id);
        return functions ? [[id, functions] as const] : [];
      }),
    );
  let runs = 0;
  return {
    tests: fixture.tests,
    tierOrder: fixture.tierOrder,
    root,
    taken: answered(fixture.taken ?? [...coverage.keys()]),
    runner: {
      run: async (tests) => {
        runs++;
        return answered(tests.map((test) => test.id));
      },
    },
    runs: () => runs,
  };
}
