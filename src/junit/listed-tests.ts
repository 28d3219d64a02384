import type { RunAs } from "../process/run-as.js";
import type { JunitTestRef } from "./command-line.js";

/**
 * The tests a JUnit tier would run, asked of its runner without running any (vitest `list`,
 * pytest `--collect-only`, go `test -list`, jest with a name filter nothing matches), so an id
 * no test has is refused before the tier runs. Each test is
 * known by the id fix-loop will give it from the report, and by the runner's own where it has
 * one. A runner that cannot list, a command fix-loop cannot rewrite, or a listing that fails
 * gives null: the ids are then checked after the run, as before.
 */
export interface ListedTests {
  /** fix-loop's ids, as junitTestId makes them from the report. */
  ids: Set<string>;
  /** The runner's own ids (pytest node ids), which name a test, or a file or class of tests. */
  runnerIds: string[];
  /** Whether a name below a listed test is one too: go lists TestX, and runs TestX/case. */
  subtests?: boolean;
  /** Each test as its report named it, where the listing is a report: enough to run it alone. */
  refs?: ReadonlyMap<string, JunitTestRef>;
}

export interface ListOptions {
  /**
   * Test files to list instead of what the command runs, for a runner whose paths may be test
   * files (Lister.takesFiles): the files of the tests a selection wants.
   */
  files?: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  signal?: AbortSignal;
  runAs?: RunAs | null;
}

/**
 * Whether a wanted id names listed tests: one of fix-loop's ids, or a runner id that is, or
 * contains, a listed one (pytest takes a file or a class: `tests/test_x.py::TestY`), or a
 * subtest of one where the runner runs subtests alone (go's `pkg.TestX/case`).
 */
export function isListed(listed: ListedTests, id: string): boolean {
  if (listed.ids.has(id)) return true;
  if (listed.subtests && [...listed.ids].some((test) => id.startsWith(`${test}/`))) return true;
  return listed.runnerIds.some(
    (runnerId) =>
      runnerId === id ||
      runnerId.startsWith(`${id}::`) ||
      runnerId.startsWith(`${id}[`) ||
      (listed.subtests === true && id.startsWith(`${runnerId}/`)),
  );
}
