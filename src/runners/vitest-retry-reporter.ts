import { vitestAddSetupFile } from "../junit/coverage-setup.js";

/**
 * vitest's in-run retry reporter (src/junit/runner-retry.ts): per test, its state, its retry
 * count and the errors of its failed attempts (vitest keeps them on a test that passed on a
 * retry). With $FIX_LOOP_COVERAGE_OUT set it also adds the coverage setup
 * (src/junit/coverage-setup.ts), which then records the retries' coverage in the same run.
 */
export const VITEST_REPORTER = `import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
const out = process.env.FIX_LOOP_RUNNER_ATTEMPTS;
const coverage = path.join(path.dirname(fileURLToPath(import.meta.url)), "fix-loop-coverage-setup.mjs");
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
    if (!process.env.FIX_LOOP_COVERAGE_OUT) return;
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
