import path from "node:path";
import type { JunitTestRef } from "../junit/command-line.js";
import type { TestResult } from "../results/schema.js";
import { formerNodeTestId, nodeTestId } from "./node-test-ids.js";

/**
 * node --test reports a file it ran that declares no test (test data beside the tests: its
 * default glob runs every .js file under a test folder) as a test named by the file's absolute
 * path, an id that changes with the folder a checkout is in (fastify/accept-negotiator's
 * test/testCases.js).
 * Such a test is named by its path from the project root; its ref keeps node's name, which a
 * re-run's name pattern must match, and takes the id it was printed with before (`test > <path>`).
 */
export function nameFileEntriesFromRoot(
  tests: TestResult[],
  refs: readonly JunitTestRef[],
  cwd: string,
): void {
  tests.forEach((test, at) => {
    const ref = refs[at];
    if (!ref || !path.isAbsolute(ref.name)) return;
    const relative = path.relative(cwd, ref.name);
    if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) return;
    const name = relative.split(path.sep).join("/");
    test.id = nodeTestId(name, ref);
    test.title = name;
    ref.formerId = formerNodeTestId(name, ref);
  });
}
