import { vitestAddSetupFile } from "../junit/coverage-setup.js";
import { runningNote } from "./running-note.js";

/**
 * vitest's in-run retry reporter (src/junit/runner-retry.ts): per test, its state, its retry
 * count and the errors of its failed attempts (vitest keeps them on a test that passed on a
 * retry). With $FIX_LOOP_COVERAGE_OUT set it also adds the coverage setup
 * (src/junit/coverage-setup.ts), which then records the retries' coverage in the same run, and
 * the setup below, which notes the test each worker is in.
 */
export const VITEST_REPORTER = `import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
const out = process.env.FIX_LOOP_RUNNER_ATTEMPTS;
const here = path.dirname(fileURLToPath(import.meta.url));
const coverage = path.join(here, "fix-loop-coverage-setup.mjs");
const running = path.join(here, "fix-loop-running-setup.mjs");
const errorsOf = (list) => (list ?? []).map((e) => ({ message: String(e?.message ?? ""), stack: String(e?.stack ?? "") }));
// Only the files where a test was retried: the rest have nothing to read back (a green run of
// jshttp/cookie's 63,740 tests wrote 12 MB for nothing), and a file's tests stay together, as
// two of one file may share a name and are matched in order.
function write(tests) {
  if (!out) return;
  const retried = new Set(tests.filter((test) => test.retryCount > 0).map((test) => test.file));
  writeFileSync(out, JSON.stringify({ tests: tests.filter((test) => retried.has(test.file)) }));
}
export default class FixLoopRetries {
  onInit(vitest) {
    // Setup files only where coverage brings one already: vite 6 serves vitest 3 none of ours.
    if (!process.env.FIX_LOOP_COVERAGE_OUT) return;
    ${vitestAddSetupFile("running", { leaveOwnCoverage: false })}
    ${vitestAddSetupFile("coverage")}
  }
  onTestRunEnd(modules) {
    const tests = [];
    for (const module of modules)
      for (const test of module.children.allTests()) {
        const result = test.result();
        tests.push({ file: module.moduleId, name: test.fullName, state: result.state,
          retryCount: test.diagnostic()?.retryCount ?? 0, errors: errorsOf(result.errors) });
      }
    write(tests);
    this.wrote = true;
  }
  onFinished(files) {
    if (this.wrote) return;
    const tests = [];
    const walk = (task, names, file) => {
      for (const child of task.tasks ?? []) {
        if (child.type === "suite") walk(child, [...names, child.name], file);
        else if (child.type === "test")
          tests.push({ file, name: [...names, child.name].join(" > "),
            state: child.result?.state === "pass" ? "passed" : child.result?.state === "fail" ? "failed" : "skipped",
            retryCount: child.result?.retryCount ?? 0, errors: errorsOf(child.result?.errors) });
      }
    };
    for (const file of files ?? []) walk(file, [], file.filepath);
    write(tests);
  }
}
`;

/**
 * The test each worker is in, for a run killed at its timeout (src/junit/running-tests.ts): one
 * file per worker thread (vitest's threads share a process), closed after each test file.
 */
export const VITEST_RUNNING_SETUP = `import { createRequire } from "node:module";
import path from "node:path";
import { threadId } from "node:worker_threads";
import { afterAll, afterEach, beforeEach } from "vitest";
const require = createRequire(import.meta.url);
${runningNote('process.pid + "-" + threadId')}
beforeEach((context) => {
  const names = [];
  for (let at = context.task; at && at.type !== "file" && at.name; at = at.suite) names.unshift(at.name);
  noteRunning(path.relative(process.cwd(), context.task.file.filepath) + " > " + names.join(" > "));
});
afterEach(() => noteRunning(""));
afterAll(() => noteRunningDone());
`;
