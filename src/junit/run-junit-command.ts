import { open, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { glob } from "tinyglobby";
import { messageOf } from "../errors.js";
import { buildEvidence } from "../evidence/build-evidence.js";
import { decisiveMessage, describeEnding, GO_BUILD_ERROR } from "../evidence/message.js";
import { type ProcessOutcome, runProcess } from "../process/run.js";
import type { RunAs } from "../process/run-as.js";
import type { Evidence, TestResult } from "../results/schema.js";
import { formatDuration } from "../text/quantities.js";
import { stripAnsi } from "../text/strip-ansi.js";
import type { JunitTestRef } from "./command-line.js";
import { failureLocation } from "./failure-location.js";
import type { ReportSuite } from "./junit-case-builder.js";
import { junitEvidence } from "./junit-evidence.js";
import { openHandlesHint, reportCounts } from "./open-handles-hint.js";
import { type JunitCase, JunitParseError, streamJunitFile } from "./parse-junit.js";
import { type WrittenReport, watchReports } from "./report-watch.js";
import { reportWrittenElsewhere } from "./report-written-elsewhere.js";
import { createTestFileResolver, relativeToRoot } from "./resolve-test-file.js";
import { runningTests, runningTestsText } from "./running-tests.js";
import { skipReason } from "./skip-reason.js";
import { uniqueIds } from "./test-id.js";

/** A command that runs a test framework and writes JUnit XML, and the tier it belongs to. */
export interface JunitCommand {
  tier: string;
  /** Services every test needs, copied into each result. */
  requires: string[];
  command: string;
  /** Globs of the report files, relative to the project root. */
  reports: string[];
}

/** What reading a report needs of the runner that wrote it: a runner plug-in's part (src/runners). */
export interface ReportReader {
  name: string;
  commandLine: { runnerId(test: JunitTestRef): string | null };
  report?: {
    /** For a runner whose report needs more than its testcases read (go's retries and panics). */
    readsRun?(): RunReading;
    /**
     * Text the runner's reporter writes into a failure that is not the test's (mocha's "failed to
     * generate Mocha diff"): taken out before it becomes evidence, and so a signature.
     */
    artifacts?: readonly RegExp[];
    /** What to check when the command exits 0 and writes no report (its reporter's options). */
    noReportHint?(report: string): string;
  };
}

/** One run's report, read beyond its testcases. */
export interface RunReading {
  /** Sees each testcase as it is read. */
  see(testCase: JunitCase): void;
  /** Sees each <testsuite> as it closes, and the root <testsuites> last. */
  seeSuite?(suite: ReportSuite): void;
  /**
   * Folds the tests and their refs (the same index in each) in place, and returns the problems
   * of the tier the report shows.
   */
  finish(
    tests: TestResult[],
    refs: JunitTestRef[],
    cwd: string,
    /** The command that ran: a run of chosen tests selects them in it. */
    command: string,
  ): Promise<string[]>;
}

/**
 * The runner that wrote a report, from its first kilobytes (null when there is no report), else
 * from the command (src/runners/registry.ts identifyRunner).
 */
export type IdentifyRunner<R> = (reportHead: string | null, command: string) => R | null;

export interface JunitTierOptions<R extends ReportReader = ReportReader> {
  /** Which runner wrote the report: its ids and the rest of its reading come from it. */
  identify?: IdentifyRunner<R>;
  /** The project root: the command runs here and report paths are relative to it. */
  cwd: string;
  /** Where the report paths are found, when the command was told to write them elsewhere. */
  reportsRoot?: string;
  env: NodeJS.ProcessEnv;
  /** The whole command is killed (process group) after this long. */
  timeoutMs: number;
  signal?: AbortSignal;
  redact: (text: string) => string;
  /** Run the command as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
  /** Told when the command, still running, has written a whole report (report-watch.ts). */
  onReportWritten?(report: WrittenReport): void;
  /** Where the runner's hooks note the test each process is in (running-tests.ts), if they do. */
  runningPrefix?: string;
}

export interface JunitTierRun<R extends ReportReader = ReportReader> {
  tests: TestResult[];
  /** What the report said of each test (by its id in `tests`), to ask the runner for it again. */
  refs: Map<string, JunitTestRef>;
  /** The runner that wrote the reports (from the reports, else from the command), when known. */
  runner: R | null;
  commandOutcome: ProcessOutcome;
  /** Report files read, relative to the project root. */
  reports: string[];
  /** What went wrong at the tier level (no report, a malformed one, a failing command without failing tests). */
  problem: string | null;
  /** The command's own output when `problem` is set, so the problem can be read. */
  problemEvidence: Evidence | null;
}

/** Folders a report glob never reaches into, and never deletes from. */
const IGNORED = ["**/node_modules/**", "**/.git/**"];

/**
 * Runs a JUnit tier: removes old reports so a stale one cannot pass for this run, runs the
 * command (shell, own process group, timeout), reads every report it wrote and turns each
 * testcase into a TestResult. A broken command or report is a tier problem, never a crash.
 */
export async function runJunitCommand<R extends ReportReader>(
  spec: JunitCommand,
  options: JunitTierOptions<R>,
): Promise<JunitTierRun<R>> {
  const { command, reports: patterns } = spec;
  const reportsRoot = options.reportsRoot ?? options.cwd;
  await deleteStaleReports(patterns, reportsRoot);
  const runStarted = Date.now();
  const watch = watchReports(
    () => findFreshReports(patterns, reportsRoot, runStarted),
    reportsRoot,
    (report) => options.onReportWritten?.(report),
  );
  const outcome = await runProcess(command, {
    cwd: options.cwd,
    env: options.env,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    runAs: options.runAs,
  }).finally(() => watch.stop());
  const runEnded = Date.now();
  const reports = await findFreshReports(patterns, reportsRoot, runStarted);
  const hung =
    outcome.timedOut && options.runningPrefix
      ? options.redact(runningTestsText(await runningTests(options.runningPrefix, runEnded)))
      : "";
  const problemOf = (text: string) =>
    withHung(text, buildEvidence(outcome, { redact: options.redact }), hung);

  if (reports.length === 0) {
    const runner = options.identify?.(null, command) ?? null;
    return {
      tests: [],
      refs: new Map(),
      runner,
      commandOutcome: outcome,
      reports,
      ...problemOf(
        noReportProblem(
          outcome,
          patterns,
          runner,
          await reportWrittenElsewhere(command, options.cwd, runStarted),
          options.redact,
        ),
      ),
    };
  }

  const resolveFile = createTestFileResolver(options.cwd);
  const head = await readHead(path.join(reportsRoot, reports[0] as string));
  const runner = options.identify?.(head, command) ?? null;
  const reading = runner?.report?.readsRun?.();
  const tests: TestResult[] = [];
  const refs: JunitTestRef[] = [];
  const reportOfTest: string[] = [];
  const parseErrors: string[] = [];
  for (const report of reports) {
    // A report that turns out malformed contributes nothing: half a report would read as a pass.
    const fromReport: TestResult[] = [];
    const refsOfReport: JunitTestRef[] = [];
    try {
      await streamJunitFile(
        path.join(reportsRoot, report),
        (written) => {
          const testCase = withoutArtifacts(written, runner?.report?.artifacts ?? []);
          const file = resolveFile(testCase);
          const ref: JunitTestRef = {
            name: testCase.name,
            classname: testCase.classname,
            suite: testCase.suite,
            suites: testCase.suites,
            file,
            line: testCase.line,
          };
          const runnerId = runner ? runner.commandLine.runnerId(ref) : null;
          refsOfReport.push(ref);
          reading?.see(testCase);
          fromReport.push({
            ...toTestResult(testCase, spec, report, file, options),
            runnerId,
          });
        },
        { displayPath: report, onSuite: (suite) => reading?.seeSuite?.(suite) },
      );
      tests.push(...fromReport);
      refs.push(...refsOfReport);
      reportOfTest.push(...fromReport.map(() => report));
    } catch (error) {
      parseErrors.push(
        error instanceof JunitParseError ? error.message : `${report}: ${messageOf(error)}`,
      );
    }
  }
  const hidden = (await reading?.finish(tests, refs, options.cwd, command)) ?? [];
  // A file the reader took back (node's report names none: what it read was a stack's frame)
  // is no test's file: the test keeps its report's, as its siblings do, until a record names one.
  tests.forEach((test, at) => {
    const report = reportOfTest[at];
    if (refs[at]?.file === null && report !== undefined) test.file = report;
  });
  giveUniqueIds(tests);
  const written = { report: watch.written(), runner: runner?.name ?? null, endedAt: runEnded };
  // What the runner's reader found hidden in the report (a file that failed with no test)
  // explains an exit code no test's failure does: it is said instead.
  const found = [
    commandProblem(
      outcome,
      tests,
      parseErrors,
      reports,
      written,
      options.redact,
      hidden.length > 0,
    ),
    ...hidden,
  ];
  const problem = found.filter((text) => text !== null).join("; ") || null;
  return {
    tests,
    refs: new Map(tests.map((test, index) => [test.id, refs[index] as JunitTestRef])),
    runner,
    commandOutcome: outcome,
    reports,
    ...(problem ? problemOf(problem) : { problem: null, problemEvidence: null }),
  };
}

function toTestResult(
  testCase: JunitCase,
  spec: JunitCommand,
  report: string,
  file: string | null,
  { cwd, redact }: { cwd: string; redact: (text: string) => string },
): TestResult {
  const location = failureLocation(testCase, file, cwd);
  return {
    id: testCase.id,
    title: testCase.title,
    tier: spec.tier,
    status: testCase.status,
    durationMs: testCase.durationMs,
    kind: "junit",
    file: file ?? report,
    requires: spec.requires,
    runnerId: null,
    run: null,
    runsAlone: false,
    runs: 1,
    reason: testCase.status === "skipped" ? redact(skipReason(testCase)) : null,
    ...(testCase.status === "skipped" && testCase.expectedToFail ? { expectedToFail: true } : {}),
    evidence: testCase.status === "failed" ? junitEvidence(testCase, location, redact, cwd) : null,
  };
}

/** The testcase without the text its runner's reporter added (global patterns, taken out). */
function withoutArtifacts(testCase: JunitCase, artifacts: readonly RegExp[]): JunitCase {
  if (artifacts.length === 0 || testCase.status !== "failed") return testCase;
  const strip = (text: string) =>
    artifacts.reduce((left, pattern) => left.replace(pattern, ""), text);
  return {
    ...testCase,
    message: testCase.message === null ? null : strip(testCase.message),
    details: strip(testCase.details),
  };
}

/** Two testcases with the same id (one test run for two browsers, say) become "id", "id (2)". */
function giveUniqueIds(tests: TestResult[]): void {
  const ids = uniqueIds(tests.map((test) => test.id));
  tests.forEach((test, at) => {
    test.id = ids[at] ?? test.id;
  });
}

function noReportProblem(
  outcome: ProcessOutcome,
  patterns: string[],
  runner: ReportReader | null,
  elsewhere: string | null,
  redact: (text: string) => string,
): string {
  const where = patterns.join(", ");
  if (outcome.spawnError) return `could not run the command: ${outcome.spawnError}`;
  const ending = endingOf(outcome);
  if (elsewhere !== null)
    return `command ${ending} and wrote its report at ${elsewhere}, not at ${where}: make the tier's junit: name the file its command writes`;
  const line =
    outcome.exitCode === 0 ? null : decisiveMessage(outcome, [], plainOutput(outcome, redact));
  if (outcome.exitCode === 0 && !outcome.timedOut) {
    const report = patterns[0] ?? "";
    const hint =
      runner?.report?.noReportHint?.(report) ??
      `check the reporter options (vitest: --reporter=junit --outputFile=${report})`;
    return `command exited with code 0 but wrote no report at ${where}: ${hint}`;
  }
  return `command ${ending} and wrote no report at ${where}${line ? `: ${line}` : ""}`;
}

function commandProblem(
  outcome: ProcessOutcome,
  tests: TestResult[],
  parseErrors: string[],
  reports: string[],
  written: { report: WrittenReport | null; runner: string | null; endedAt: number },
  redact: (text: string) => string,
  explained = false,
): string | null {
  const problems = [...parseErrors];
  if (outcome.timedOut && written.report && parseErrors.length === 0) {
    problems.push(timedOutAfterReport(outcome, written.report, written));
  } else if (outcome.timedOut || outcome.aborted) {
    problems.push(`command ${endingOf(outcome)}; the report may be incomplete`);
  } else if (
    outcome.exitCode !== 0 &&
    parseErrors.length === 0 &&
    !explained &&
    !tests.some((test) => test.status === "failed")
  ) {
    const line = decisiveMessage(outcome, [], plainOutput(outcome, redact));
    problems.push(
      line && GO_BUILD_ERROR.test(line)
        ? `go could not build the tests: ${line}`
        : `command ${endingOf(outcome)} but its report shows no failed test${line ? `: ${line}` : ""}`,
    );
  } else if (tests.length === 0 && parseErrors.length === 0) {
    problems.push(`${reports.join(", ")} holds no testcases`);
  }
  return problems.length > 0 ? problems.join("; ") : null;
}

/**
 * A command that wrote a whole report and then ran on until its time limit: its tests had
 * finished (they are in the report), and what kept it running is not a test.
 */
function timedOutAfterReport(
  outcome: ProcessOutcome,
  report: WrittenReport,
  { runner, endedAt }: { runner: string | null; endedAt: number },
): string {
  const after = formatDuration(Math.max(0, endedAt - report.writtenAt));
  const counts = reportCounts(report.counts);
  return `command ${endingOf(outcome)}, ${after} after it wrote its report (${counts}): the tests in it had finished, and ${openHandlesHint(runner)}`;
}

function endingOf(outcome: ProcessOutcome): string {
  if (outcome.timedOut)
    return `timed out after ${formatDuration(outcome.timeoutMs ?? 0, "compact")}`;
  return describeEnding(outcome);
}

/** The command's output as the evidence shows it: no colours (rollup's `[!] Error` in bold red read as no error line), secrets redacted. */
function plainOutput(outcome: ProcessOutcome, redact: (text: string) => string): string {
  return redact(
    stripAnsi(Buffer.concat([outcome.output.head, outcome.output.tail]).toString("utf8")),
  );
}

/** Report files matching the patterns, relative to the root, sorted; none from before the run. */
async function findFreshReports(patterns: string[], cwd: string, since: number): Promise<string[]> {
  const found = await matchReports(patterns, cwd);
  const fresh: string[] = [];
  for (const file of found) {
    const info = await stat(path.join(cwd, file)).catch(() => null);
    // File systems store mtimes coarsely; a second of slack keeps a fast command's report.
    if (info?.isFile() && info.mtimeMs >= since - 1000) fresh.push(file);
  }
  return fresh;
}

async function matchReports(patterns: string[], cwd: string): Promise<string[]> {
  const files = await glob(patterns, {
    cwd,
    onlyFiles: true,
    dot: true,
    ignore: IGNORED,
    expandDirectories: false,
  });
  return [...new Set(files.map((file) => relativeToRoot(path.resolve(cwd, file), cwd)))]
    .filter((file) => !file.startsWith("..") && !path.isAbsolute(file))
    .sort();
}

/**
 * Removes reports a previous run left. Only files inside the project that start like JUnit XML
 * are removed, so a careless glob ("**\/*.xml") cannot delete anything else.
 */
async function deleteStaleReports(patterns: string[], cwd: string): Promise<void> {
  for (const file of await matchReports(patterns, cwd)) {
    const absolute = path.join(cwd, file);
    if (await startsLikeJunit(absolute)) await unlink(absolute).catch(() => {});
  }
}

async function startsLikeJunit(file: string): Promise<boolean> {
  return /<testsuites?[\s>/]/.test(await readHead(file, 1024));
}

/** The first bytes of a file as text, or "" when it cannot be read. */
async function readHead(file: string, bytes = 4096): Promise<string> {
  try {
    const handle = await open(file, "r");
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return buffer.subarray(0, bytesRead).toString("utf8");
    } finally {
      await handle.close();
    }
  } catch {
    return "";
  }
}

/** The problem and the command's evidence, naming the tests a timed-out run was still in. */
function withHung(
  problem: string,
  evidence: Evidence,
  hung: string,
): { problem: string; problemEvidence: Evidence } {
  if (!hung) return { problem, problemEvidence: evidence };
  const still = `still running when it was killed: ${hung}`;
  return {
    problem: `${problem}; ${still}`,
    problemEvidence: { ...evidence, message: [evidence.message, still].filter(Boolean).join("; ") },
  };
}
