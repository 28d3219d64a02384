import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { TestResult } from "../results/schema.js";
import {
  JEST_COVERAGE_SETUP,
  jestAddSetupFile,
  jestLeaveOwnCoverage,
  VITEST_COVERAGE_SETUP,
  vitestAddSetupFile,
} from "./coverage-setup.js";
import { type Framework, type JunitTestRef, runnerOf } from "./frameworks.js";
import { hookFolder } from "./hook-folder.js";
import { JEST_SETUP_HELPERS } from "./jest-setup-helpers.js";
import { junitEvidence } from "./junit-evidence.js";
import { joinShell, quoteShell, splitShell, unquote } from "./shell-words.js";

/**
 * vitest and jest (jest-circus) retry a failing test in the same run, which spares the second
 * runner start a separate re-run costs. Their JUnit reports cannot say which attempt passed: a
 * test that failed and then passed reads as a plain pass. So a small reporter of ours runs
 * beside the command's own and writes, per test, its state, its retry count and the errors of
 * its failed attempts (both runners keep them on a test that passed on a retry). With
 * $FIX_LOOP_COVERAGE_OUT set it also adds the coverage setup (./coverage-setup.ts), which then
 * records the retries' coverage in the same run.
 */
const VITEST_REPORTER = `import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
const out = process.env.FIX_LOOP_RUNNER_ATTEMPTS;
const coverage = path.join(path.dirname(fileURLToPath(import.meta.url)), "fix-loop-coverage-setup.mjs");
const errorsOf = (list) => (list ?? []).map((e) => ({ message: String(e?.message ?? ""), stack: String(e?.stack ?? "") }));
function write(tests) { if (out) writeFileSync(out, JSON.stringify({ tests })); }
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

/**
 * jest has no retry option on its command line: jest.retryTimes() must run in the test file's
 * environment. The reporter adds a setup file that calls it to each test file's config as the
 * file starts (a --setupFilesAfterEnv would replace the config's own), and reads each test's
 * invocations from its results. The errors of a failed attempt come from the setup file, which
 * appends them (`FAILED_ATTEMPTS`) after each failed attempt: jest's own retry reasons need
 * logErrorsBeforeRetry (jest 29.5 and later), which has the default reporter format and print
 * every failed attempt (on entities, 28 failures: 5.6 % of the run's CPU). A project that turns
 * it on itself gives its reasons. jest 22's jasmine has no retryTimes: its tests come back run
 * once, and the engine re-runs the failures as before.
 */
const JEST_REPORTER = `const path = require("node:path");
const { readFileSync, writeFileSync } = require("node:fs");
const errorOf = (text) => ({ message: String(text).split("\\n")[0], stack: String(text) });
// The setup file's failed attempts, by file and name, in the order they ran.
function failedAttempts() {
  const byTest = new Map();
  let text = "";
  try { text = readFileSync(process.env.FIX_LOOP_RUNNER_ATTEMPTS + ".failed", "utf8"); } catch {}
  for (const line of text.split("\\n")) {
    if (!line) continue;
    try {
      const attempt = JSON.parse(line);
      const key = attempt.file + "\\u0000" + attempt.name;
      byTest.set(key, [...(byTest.get(key) || []), attempt.error]);
    } catch {}
  }
  return byTest;
}
module.exports = class FixLoopRetries {
  constructor(globalConfig) {
    this.tests = [];
    ${jestLeaveOwnCoverage("globalConfig")}
  }
  onTestStart(test) {
    ${jestAddSetupFile(`path.join(__dirname, "fix-loop-retry-setup.cjs")`)}
  }
  onTestResult(test, result) {
    for (const each of result.testResults ?? [])
      this.tests.push({ file: result.testFilePath, name: each.fullName, state: each.status,
        retryCount: Math.max(0, (each.invocations ?? 1) - 1), errors: (each.retryReasons ?? []).map(errorOf) });
  }
  onRunComplete() {
    if (!process.env.FIX_LOOP_RUNNER_ATTEMPTS) return;
    const failed = failedAttempts();
    for (const test of this.tests) {
      if (test.errors.length > 0 || test.retryCount < 1) continue;
      const errors = failed.get(test.file + "\\u0000" + test.name) || [];
      // Two tests of one name: the attempts of the one that retried are the first ones.
      test.errors = errors.splice(0, test.retryCount);
    }
    writeFileSync(process.env.FIX_LOOP_RUNNER_ATTEMPTS, JSON.stringify({ tests: this.tests }));
  }
};
`;

/**
 * One setup file (jest 22 takes only one): the retries, each failed attempt's errors (appended
 * to $FIX_LOOP_RUNNER_ATTEMPTS.failed for the reporter), and the coverage when it is wanted.
 */
const JEST_SETUP = `const { appendFileSync } = require("fs");
// Globals, or, where the project injects none (injectGlobals: false), jest's own module for them.
const globals = typeof afterEach === "function"
  ? { jest: typeof jest !== "undefined" ? jest : jestGlobals().jest, afterEach, expect }
  : jestGlobals();
${JEST_SETUP_HELPERS}
const retrying = globals.jest && typeof globals.jest.retryTimes === "function" && process.env.FIX_LOOP_RETRY_TIMES;
if (retrying) globals.jest.retryTimes(Number(process.env.FIX_LOOP_RETRY_TIMES), { retryImmediately: true });
// A rest parameter: jest reads a hook with a declared parameter as one taking a done callback.
if (retrying && process.env.FIX_LOOP_RUNNER_ATTEMPTS && typeof globals.afterEach === "function") globals.afterEach((...context) => {
  const test = circusTest();
  if (!test || !test.errors || test.errors.length === 0) return;
  const state = globals.expect.getState();
  // jest-circus keeps an error with the stack of the test's call: [error, asyncError].
  const thrown = Array.isArray(test.errors[0]) ? test.errors[0][0] : test.errors[0];
  const message = String(thrown && thrown.message !== undefined ? thrown.message : thrown);
  const stack = String((thrown && thrown.stack) || message);
  appendFileSync(process.env.FIX_LOOP_RUNNER_ATTEMPTS + ".failed",
    JSON.stringify({ file: state.testPath, name: state.currentTestName, error: { message, stack } }) + "\\n");
});
if (process.env.FIX_LOOP_COVERAGE_OUT) require("./fix-loop-coverage-setup.cjs");
`;

/** Per runner: the option that names reporters, its own retry option, and our files. */
const HOOKS = {
  vitest: {
    reporters: "--reporter",
    retryOption: "--retry",
    files: {
      "fix-loop-retries.mjs": VITEST_REPORTER,
      "fix-loop-coverage-setup.mjs": VITEST_COVERAGE_SETUP,
    },
    args: (folder: string, retries: number) => [
      `--retry=${retries}`,
      `--reporter=${path.join(folder, "fix-loop-retries.mjs")}`,
    ],
  },
  jest: {
    reporters: "--reporters",
    retryOption: null,
    files: {
      "fix-loop-retries.cjs": JEST_REPORTER,
      "fix-loop-retry-setup.cjs": JEST_SETUP,
      "fix-loop-coverage-setup.cjs": JEST_COVERAGE_SETUP,
    },
    args: (folder: string) => [`--reporters=${path.join(folder, "fix-loop-retries.cjs")}`],
  },
} as const;

/** One test as our reporter wrote it. */
interface AttemptRecord {
  file: string;
  name: string;
  state: string;
  retryCount: number;
  errors: { message: string; stack: string }[];
}

export interface RunnerRetry {
  framework: "vitest" | "jest";
  command: string;
  env: NodeJS.ProcessEnv;
  /** Where the reporter writes what each test's attempts did. */
  recordFile: string;
}

/**
 * The command with our reporter (and vitest's `--retry N`) added to its runner's call (with
 * $FIX_LOOP_COVERAGE_OUT in `env`, the reporter also adds the coverage setup), or null
 * when that is not safe: the command names no reporter option (one given on the command line
 * replaces the config's reporters, and the JUnit report would go with them), already retries,
 * or calls the runner in a way fix-loop cannot read. Our words go before a `--` or at the end
 * of the runner's words (jest's --reporters is a list: right after `jest`, a path would follow).
 */
export async function withRunnerRetry(
  framework: Framework | null,
  command: string,
  retries: number,
  scratch: string,
  env: NodeJS.ProcessEnv,
): Promise<RunnerRetry | null> {
  if (framework !== "vitest" && framework !== "jest") return null;
  // A run with no retries of its own still takes the reporter when coverage rides on it.
  if (retries < 1 && !env.FIX_LOOP_COVERAGE_OUT) return null;
  const hooks = HOOKS[framework];
  const parts = splitShell(command);
  if (!parts) return null;
  const words = parts.map((part) => ("word" in part ? unquote(part.word) : null));
  const start = runnerOf(framework).start(words.map((word) => word ?? ""));
  if (start === null) return null;
  const own = words.slice(start);
  const length = own.findIndex((word) => word === null || word === "--");
  const end = length === -1 ? words.length : start + length;
  const options = words.slice(start, end).map((word) => word?.split("=")[0]);
  if (!options.includes(hooks.reporters)) return null;
  if (hooks.retryOption && options.includes(hooks.retryOption)) return null;
  const added = hooks
    .args(hookFolder(hooks.files), retries)
    .map((word) => ({ word: quoteShell(word) }));
  parts.splice(end, 0, ...added);
  const recordFile = path.join(scratch, `${framework}-attempts.json`);
  // A session runs a tier more than once: what an earlier run wrote must not pass for this one's.
  await Promise.all([recordFile, `${recordFile}.failed`].map((file) => rm(file, { force: true })));
  return {
    framework,
    command: joinShell(parts),
    env: { ...env, FIX_LOOP_RUNNER_ATTEMPTS: recordFile, FIX_LOOP_RETRY_TIMES: String(retries) },
    recordFile,
  };
}

/**
 * Folds what the attempts did into the tests read from the JUnit report: a test that failed and
 * then passed is flaky, with the failed attempt's evidence; one that failed every attempt ran
 * that many times. Returns false when the record is missing (the run ended before the runner's
 * end of run): the tests then stand as the report says, and the engine re-runs the failures.
 */
export async function readRunnerAttempts(
  retry: RunnerRetry,
  retries: number,
  tests: readonly TestResult[],
  refs: ReadonlyMap<string, JunitTestRef>,
  cwd: string,
  redact: (text: string) => string,
): Promise<boolean> {
  const records = await readRecords(retry.recordFile);
  if (!records) return false;
  // Two tests of one file may share a name: each takes the next record, in the file's order.
  const byKey = new Map<string, AttemptRecord[]>();
  for (const record of records) {
    const key = keyOf(record.file, record.name);
    byKey.set(key, [...(byKey.get(key) ?? []), record]);
  }
  for (const test of tests) {
    const ref = refs.get(test.id);
    if (!ref?.file) continue;
    const record = byKey.get(keyOf(path.resolve(cwd, ref.file), ref.name))?.shift();
    if (test.status === "skipped") continue;
    if (!record || record.retryCount < 1) continue;
    test.runs = record.retryCount + 1;
    const failed = record.errors[0];
    // A runner retries only a failed attempt: a pass after retries is a pass after a failure.
    if (test.status === "passed") {
      test.status = "flaky";
      test.reason = `failed, then passed on re-run ${record.retryCount} of ${retries} (${retry.framework}'s own retry, in the same run)`;
      test.evidence = failed ? attemptEvidence(ref, failed, redact) : null;
    }
  }
  return true;
}

async function readRecords(file: string): Promise<AttemptRecord[] | null> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as { tests?: AttemptRecord[] };
    return Array.isArray(parsed.tests) ? parsed.tests : null;
  } catch {
    return null;
  }
}

function keyOf(file: string, name: string): string {
  return `${file}\u0000${name
    .trim()
    .split(/\s+>\s+/)
    .join(" > ")}`;
}

function attemptEvidence(
  ref: JunitTestRef,
  error: { message: string; stack: string },
  redact: (text: string) => string,
): TestResult["evidence"] {
  const details = error.stack.includes(error.message)
    ? error.stack
    : `${error.message}\n${error.stack}`;
  return junitEvidence(
    {
      id: "",
      title: ref.name,
      name: ref.name,
      classname: ref.classname,
      suite: ref.suite,
      file: ref.file,
      line: ref.line,
      status: "failed",
      failureKind: "failure",
      failureType: null,
      durationMs: 0,
      message: error.message,
      details,
      stdout: "",
      stderr: "",
      textChars: details.length,
      truncated: false,
    },
    ref.file ? { file: ref.file, line: ref.line } : null,
    redact,
  );
}
