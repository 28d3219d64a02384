import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TestResult } from "../results/schema.js";
import type { JunitTestRef } from "./frameworks.js";
import { runnerOf } from "./frameworks.js";
import { junitEvidence } from "./junit-evidence.js";
import { joinShell, quoteShell, splitShell, unquote } from "./shell-words.js";

/**
 * vitest retries a failing test in the same run (`--retry N`), which spares the second runner
 * start a separate re-run costs. Its JUnit report cannot say which attempt passed: a test that
 * failed and then passed reads as a plain pass. So a small reporter of ours runs beside the
 * command's own and writes, per test, its state, its retry count and the errors of its failed
 * attempts (vitest keeps them on a test that passed on a retry).
 */
const REPORTER_SOURCE = `import { writeFileSync } from "node:fs";
const out = process.env.FIX_LOOP_VITEST_RETRIES;
const errorsOf = (list) => (list ?? []).map((e) => ({ message: String(e?.message ?? ""), stack: String(e?.stack ?? "") }));
function write(tests) { if (out) writeFileSync(out, JSON.stringify({ tests })); }
export default class FixLoopRetries {
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

/** One test as our reporter wrote it. */
interface AttemptRecord {
  file: string;
  name: string;
  state: string;
  retryCount: number;
  errors: { message: string; stack: string }[];
}

export interface VitestRetry {
  command: string;
  env: NodeJS.ProcessEnv;
  /** Where the reporter writes what each test's attempts did. */
  recordFile: string;
}

/**
 * The command with `--retry N` and our reporter added to its vitest call, or null when that is
 * not safe: the command names no `--reporter` (a reporter given on the command line replaces
 * the config's, and the JUnit report would go with it), already retries, or calls vitest in a
 * way fix-loop cannot read.
 */
export async function withVitestRetry(
  command: string,
  retries: number,
  scratch: string,
  env: NodeJS.ProcessEnv,
): Promise<VitestRetry | null> {
  if (retries < 1) return null;
  const parts = splitShell(command);
  if (!parts) return null;
  const runner = runnerOf("vitest");
  const words = parts.map((part) => ("word" in part ? unquote(part.word) : null));
  const start = runner.start(words.map((word) => word ?? ""));
  if (start === null) return null;
  const own = words.slice(start);
  const end = own.findIndex((word) => word === null || word === "--");
  const options = (end === -1 ? own : own.slice(0, end)).map((word) => word?.split("=")[0]);
  if (!options.includes("--reporter") || options.includes("--retry")) return null;
  const reporterFile = path.join(scratch, "fix-loop-vitest-retries.mjs");
  const recordFile = path.join(scratch, "vitest-attempts.json");
  await writeFile(reporterFile, REPORTER_SOURCE);
  const added = [`--retry=${retries}`, `--reporter=${reporterFile}`].map((word) => ({
    word: quoteShell(word),
  }));
  parts.splice(start, 0, ...added);
  return {
    command: joinShell(parts),
    env: { ...env, FIX_LOOP_VITEST_RETRIES: recordFile },
    recordFile,
  };
}

/**
 * Folds what the attempts did into the tests read from the JUnit report: a test that failed and
 * then passed is flaky, with the failed attempt's evidence; one that failed every attempt ran
 * that many times. Returns false when the record is missing (the run ended before vitest's
 * end of run): the tests then stand as the report says, and the engine re-runs the failures.
 */
export async function readVitestAttempts(
  retry: VitestRetry,
  retries: number,
  tests: readonly TestResult[],
  refs: ReadonlyMap<string, JunitTestRef>,
  cwd: string,
  redact: (text: string) => string,
): Promise<boolean> {
  const records = await readRecords(retry.recordFile);
  if (!records) return false;
  const byKey = new Map(records.map((record) => [keyOf(record.file, record.name), record]));
  for (const test of tests) {
    const ref = refs.get(test.id);
    if (!ref?.file || test.status === "skipped") continue;
    const record = byKey.get(keyOf(path.resolve(cwd, ref.file), ref.name));
    if (!record || record.retryCount < 1) continue;
    test.runs = record.retryCount + 1;
    const failed = record.errors[0];
    if (test.status === "passed" && failed) {
      test.status = "flaky";
      test.reason = `failed, then passed on re-run ${record.retryCount} of ${retries} (vitest --retry, same run)`;
      test.evidence = attemptEvidence(ref, failed, redact);
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
  return `${file}\u0000${name.split(/\s+>\s+/).join(" > ")}`;
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
