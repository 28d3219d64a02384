import { rm } from "node:fs/promises";
import path from "node:path";
import { readRunOutput } from "../files/read-run-output.js";
import type { TestResult } from "../results/schema.js";
import type { CommandLine, JunitTestRef } from "./command-line.js";
import { comparableName } from "./comparable-name.js";
import { hookFolder } from "./hook-folder.js";
import { junitEvidence } from "./junit-evidence.js";
import { runnerCall } from "./runner-call.js";
import { forgetRunning, RUNNING_VARIABLE } from "./running-tests.js";

/**
 * How a runner retries a failing test in the same run (vitest, jest-circus), which spares the
 * second runner start a separate re-run costs: a runner plug-in's part (src/runners). Their
 * JUnit reports cannot say which attempt passed: a test that failed and then passed reads as a
 * plain pass. So a small reporter of ours runs beside the command's own and writes, per test,
 * its state, its retry count and the errors of its failed attempts. With $FIX_LOOP_COVERAGE_OUT
 * set it also adds the coverage setup (./coverage-setup.ts), which then records the retries'
 * coverage in the same run.
 */
export interface RetryHooks {
  /**
   * The option that names reporters: a command without it keeps its config's (and no hook).
   * Null where our hook is no reporter (mocha's is a `--require`d file beside its one reporter).
   */
  reporters: string | null;
  /** The runner's own retry option: a command that already retries is left alone. */
  retryOption: string | null;
  /** Our files, by name, written to one folder (hook-folder.ts). */
  files: Readonly<Record<string, string>>;
  /** The words that add our reporter (and the retries) to the runner's call. */
  args(folder: string, retries: number): string[];
  /**
   * The environment that brings our hook in where it is no word of the call (pytest's plugin,
   * on PYTHONPATH and named in PYTEST_ADDOPTS), joined to what `env` already gives.
   */
  env?(folder: string, env: NodeJS.ProcessEnv): Record<string, string>;
  /**
   * The names our reporter may have written for a test the report names so: a report's own
   * title template (jest-junit's) need not be the runner's full name. The report's name when absent.
   */
  recordNames?(ref: JunitTestRef): string[];
  /**
   * The file our record names a test by where the report names none (a pytest doctest of a text
   * file, "docs.guide.rst" > "guide.rst": docs/guide.rst), relative to the project.
   */
  fileOf?(ref: JunitTestRef): string | null;
}

/** What in-run retry needs of a runner: its name, its command line, its hooks if it has them. */
export interface RetryRunner {
  name: string;
  commandLine: CommandLine;
  retry?: RetryHooks;
}

/** One test as our reporter wrote it. */
interface AttemptRecord {
  file: string;
  name: string;
  state: string;
  retryCount: number;
  errors: { message: string; stack: string }[];
}

export interface RunnerRetry {
  /** The runner's name, for the reason a flaky test gives. */
  runner: string;
  command: string;
  env: NodeJS.ProcessEnv;
  /** Where the reporter writes what each test's attempts did. */
  recordFile: string;
  /** Where the hooks note the test each process is in (running-tests.ts). */
  runningPrefix: string;
  /** See RetryHooks.recordNames. */
  recordNames(ref: JunitTestRef): string[];
  /** See RetryHooks.fileOf. */
  fileOf(ref: JunitTestRef): string | null;
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
  runner: RetryRunner | null,
  command: string,
  retries: number,
  scratch: string,
  env: NodeJS.ProcessEnv,
): Promise<RunnerRetry | null> {
  const hooks = runner?.retry;
  if (!runner || !hooks) return null;
  // A run with no retries of its own still takes the reporter when coverage rides on it.
  if (retries < 1 && !env.FIX_LOOP_COVERAGE_OUT) return null;
  const call = runnerCall(command, runner.commandLine);
  if (!call || (hooks.reporters !== null && !call.options.includes(hooks.reporters))) return null;
  if (hooks.retryOption && call.options.includes(hooks.retryOption)) return null;
  const folder = hookFolder(hooks.files);
  const withHooks = call.withWords(hooks.args(folder, retries));
  const recordFile = path.join(scratch, `${runner.name}-attempts.json`);
  // A session runs a tier more than once: what an earlier run wrote must not pass for this one's.
  const runningPrefix = `${recordFile}.running`;
  await Promise.all([
    ...[recordFile, `${recordFile}.failed`].map((file) => rm(file, { force: true })),
    forgetRunning(runningPrefix),
  ]);
  return {
    runner: runner.name,
    command: withHooks,
    env: {
      ...env,
      ...hooks.env?.(folder, env),
      FIX_LOOP_RUNNER_ATTEMPTS: recordFile,
      FIX_LOOP_RETRY_TIMES: String(retries),
      [RUNNING_VARIABLE]: runningPrefix,
    },
    recordFile,
    runningPrefix,
    recordNames: (ref) => hooks.recordNames?.(ref) ?? [ref.name],
    fileOf: (ref) => ref.file ?? hooks.fileOf?.(ref) ?? null,
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
    const refFile = ref ? retry.fileOf(ref) : null;
    if (!ref || !refFile) continue;
    const file = path.resolve(cwd, refFile);
    const record = retry
      .recordNames(ref)
      .map((name) => byKey.get(keyOf(file, name)))
      .find((left) => left?.length)
      ?.shift();
    if (test.status === "skipped") continue;
    // jest-junit writes a `test.todo` as a testcase with nothing in it: a pass, to the report.
    if (record?.state === "todo" && test.status === "passed") {
      test.status = "skipped";
      test.runs = 0;
      test.reason = "todo";
      continue;
    }
    if (!record || record.retryCount < 1) continue;
    test.runs = record.retryCount + 1;
    const failed = record.errors[0];
    // A runner retries only a failed attempt: a pass after retries is a pass after a failure.
    if (test.status === "passed") {
      test.status = "flaky";
      test.reason = `failed, then passed on re-run ${record.retryCount} of ${retries} (${retry.runner}'s own retry, in the same run)`;
      test.evidence = failed ? attemptEvidence(ref, failed, redact) : null;
    }
  }
  return true;
}

async function readRecords(file: string): Promise<AttemptRecord[] | null> {
  try {
    const parsed = JSON.parse(await readRunOutput(file)) as { tests?: AttemptRecord[] };
    return Array.isArray(parsed.tests) ? parsed.tests : null;
  } catch {
    return null;
  }
}

function keyOf(file: string, name: string): string {
  return `${file}\u0000${comparableName(name)}`;
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
      suites: ref.suites ?? [],
      file: ref.file,
      declaredFile: ref.file,
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
