import { mkdir } from "node:fs/promises";
import path from "node:path";
import { isDynamicPattern } from "tinyglobby";
import { DEFAULT_CONFIG_PATH } from "../../config/load.js";
import { missingTierCommand } from "../../gates/tier-command-missing.js";
import { parametrizedParent } from "../../ids/parametrized.js";
import { retryWithoutBuildSteps } from "../../junit/build-steps.js";
import type { CommandLine, JunitTestRef, Selection } from "../../junit/command-line.js";
import { commandWithoutReport } from "../../junit/command-without-report.js";
import { withCoverageHooks } from "../../junit/coverage-hooks.js";
import { guessedRefs } from "../../junit/guessed-refs.js";
import { hookFolderStart } from "../../junit/hook-folder.js";
import { listTests } from "../../junit/list-tests.js";
import { subtestRef } from "../../junit/listed-subtest.js";
import { isListed, type ListedTests } from "../../junit/listed-tests.js";
import { openHandlesHint, reportCounts } from "../../junit/open-handles-hint.js";
import { placeInRecordedFile, withFileStderr } from "../../junit/recorded-test-file.js";
import { copyReportBack, redirectReport } from "../../junit/report-outside-tree.js";
import { rerunCommand, withSelection } from "../../junit/rerun-command.js";
import { type JunitTierRun, runJunitCommand } from "../../junit/run-junit-command.js";
import { readRunnerAttempts, withRunnerRetry } from "../../junit/runner-retry.js";
import { bySelectionShape } from "../../junit/selection-shape-memo.js";
import { withSharedRunLines } from "../../junit/shared-run-lines.js";
import { withAssignments } from "../../process/hook-variables.js";
import type { RunAs } from "../../process/run-as.js";
import { shareFolder } from "../../process/share-files.js";
import type { TestResult } from "../../results/schema.js";
import {
  type Framework,
  frameworkOfCommand,
  identifyRunner,
  isFramework,
  runnerNamed,
} from "../../runners/registry.js";
import type { Runner } from "../../runners/runner.js";
import type { CoverageTap } from "../../triage/spectrum/coverage-runner.js";
import { readCoverageTap } from "../read-coverage-tap.js";
import type { KindContext, KindRun, RerunPlan, TierKind } from "./tier-kind.js";

/** A command that runs a test framework and writes JUnit XML; each testcase is one test. */
export interface JunitSource {
  kind: "junit";
  tier: string;
  command: string;
  reports: string[];
  /** The tier's `rerun:` template, when it sets one. */
  rerun: string | null;
  /**
   * The command that runs this source's share of its tests when it is not `command`: one leg's
   * share of a sharded verify (src/shards/leg-plan.ts). Selections and re-runs start from `command`.
   */
  share?: string;
  /**
   * What this session's runs taught: the runner, each test as its report described it, and the
   * tests the runner listed before any run (null: not asked, or it could not list them).
   */
  learned: {
    framework: Framework | null;
    tests: Map<string, LearnedTest>;
    listed?: ListedTests | null;
    /**
     * The runner would not load fix-loop's hook files (vite 6 gives vitest 3 no file outside the
     * project): the tier runs without in-run retries and coverage from then on.
     */
    hooksRefused?: boolean;
    /**
     * Refs for wanted ids made from the ids alone, where the runner lists no tests (node:test):
     * the first run selects by them, and runs the whole command if one is not among its tests.
     */
    guessed?: Map<string, JunitTestRef[]>;
  };
}

interface LearnedTest {
  ref: JunitTestRef;
  runnerId: string | null;
}

export const junitKind: TierKind<JunitSource> = {
  discover: ({ name, config }) =>
    config?.command && config.junit
      ? {
          kind: "junit",
          tier: name,
          command: config.command,
          reports: config.junit,
          rerun: config.rerun ?? null,
          learned: { framework: frameworkOfCommand(config.command), tests: new Map() },
        }
      : null,

  owns(source, id) {
    if (id === commandTestId(source) || findLearned(source, id)) return true;
    if (source.learned.listed) return isListed(source.learned.listed, id);
    return source.learned.tests.size === 0 || looksLikeRunnerId(source, id) ? null : false;
  },

  knownIds: (source) => [
    ...new Set([
      ...source.learned.tests.keys(),
      ...(source.learned.listed?.ids ?? []),
      ...(source.learned.listed?.runnerIds ?? []),
    ]),
  ],

  ownIds: (source) => [
    ...new Set([...source.learned.tests.keys(), ...(source.learned.listed?.ids ?? [])]),
  ],

  renamedId(source, id) {
    const formerId = runnerOf(source)?.formerId;
    if (!formerId || source.learned.tests.has(id)) return null;
    for (const [current, entry] of source.learned.tests)
      if (formerId(entry.ref) === id) return current;
    return null;
  },

  async learnIds(source, context) {
    const runner = runnerOf(source);
    if (source.learned.listed !== undefined || !runner) return;
    // A runner that lists its tests need not, where the last run printed each id and the id
    // alone says how to select it. An id it did not print may be a typo, refused before a run.
    const guessed = guessedRefs(runner, context, source.command);
    const allGuessed =
      context.printed === true && context.ids.length > 0 && guessed.size === context.ids.length;
    if (!runner.listing || allGuessed) {
      source.learned.guessed = guessed;
      return;
    }
    // The wanted tests' files first; the whole listing when they do not hold every wanted id
    // (a test moved since the run that printed its file).
    const scoped = context.files ? await listTests(source.command, runner, context) : null;
    const listed =
      scoped && context.ids.every((id) => isListed(scoped, id))
        ? scoped
        : await listTests(source.command, runner, { ...context, files: undefined });
    source.learned.listed = listed;
    // A listing read from a report names each test's file too: the run can then select it.
    for (const [id, ref] of listed?.refs ?? [])
      if (!source.learned.tests.has(id))
        source.learned.tests.set(id, { ref, runnerId: runner.commandLine.runnerId(ref) });
  },

  async run(source, wanted, context) {
    const plan = wanted ? planFor(source, wanted) : null;
    const first = await runOnce(
      source,
      plan?.command ?? source.share ?? source.command,
      wanted,
      context,
    );
    // A test selected by its id alone may not be where its id led (a file it moved out of).
    const ran =
      !first.gateProblem && missesOne(source, plan?.guessed ?? [], first.tests)
        ? await runOnce(source, source.command, wanted, context)
        : first;
    for (const test of ran.tests) {
      context.reporter?.testStarted?.({ id: test.id, tier: test.tier, title: test.title });
      context.onResult?.(test);
    }
    return ran;
  },

  rerun: (source, tests) => rerunPlan(source, tests),

  async coverageTap(source, context) {
    return (await runnerOf(source)?.coverage?.onRetry?.(context)) ?? null;
  },

  describe: (source) =>
    `JUnit command${source.learned.framework ? ` (${source.learned.framework})` : ""}`,

  notRun: () => [],
};

/** One run of `chosen` (the tier's command, or a selection of it): the wanted tests it reported. */
async function runOnce(
  source: JunitSource,
  chosen: string,
  wanted: ReadonlySet<string> | null,
  context: KindContext,
): Promise<KindRun> {
  const runner = runnerOf(source);
  // A retry of chosen tests follows its first run on the same tree: that run's build stands.
  const built =
    context.outcomesOnly && chosen !== source.command
      ? await retryWithoutBuildSteps(chosen, context.cwd)
      : chosen;
  const asked = runner?.report.command?.(built) ?? built;
  // A re-run is selected with the files the first run recorded; it records none of its own.
  const files = context.outcomesOnly ? null : await runner?.testFiles?.record(asked, context);
  const selected = files?.command ?? asked;
  const planned = context.outcomesOnly
    ? ((await runner?.rerun?.onEveryCore?.(selected, context.env)) ?? selected)
    : selected;
  // A retry follows its first run on the same tree: the builds that run kept are still its own.
  const fromBuilds = context.outcomesOnly
    ? await runner?.rerun?.fromBuilds?.(planned, context.cwd, context.env)
    : null;
  if (!context.outcomesOnly) runner?.rerun?.forget?.(context.cwd);
  const retries = context.runnerRetries ?? 0;
  const hooked = source.learned.hooksRefused ? null : runner;
  const tap = await firstRunTap(hooked, context, retries);
  const withTap = { ...context.env, ...tap?.env };
  const env = runner?.report.env?.(withTap) ?? withTap;
  const inRun = fromBuilds
    ? null
    : await withRunnerRetry(hooked, planned, retries, context.scratch, env);
  const withHooks = fromBuilds ? null : (inRun?.command ?? withCoverageHooks(hooked, planned, env));
  const command = fromBuilds ?? withHooks ?? planned;
  const redirect = redirectReport(command, source.reports, path.join(context.scratch, source.tier));
  await createReportFolders(source.reports, redirect?.reportsRoot ?? context.cwd, context.runAs);
  if (inRun) context.reporter?.runningNoted?.({ tier: source.tier, prefix: inRun.runningPrefix });
  const ran = await runJunitCommand(
    {
      tier: source.tier,
      requires: context.tier.requires,
      command: redirect?.command ?? command,
      reports: source.reports,
    },
    {
      identify: identifyRunner,
      cwd: context.cwd,
      reportsRoot: redirect?.reportsRoot,
      env: context.outcomesOnly ? (runner?.outcomesOnlyEnv?.(env) ?? env) : (inRun?.env ?? env),
      timeoutMs: context.tier.timeoutMs,
      signal: context.signal,
      redact: context.redact,
      runAs: context.runAs,
      runningPrefix: inRun?.runningPrefix,
      onReportWritten: (report) =>
        context.reporter?.reportWritten?.({
          tier: source.tier,
          writtenAt: report.writtenAt,
          counts: reportCounts(report.counts),
          waiting: openHandlesHint(runner?.name ?? source.learned.framework),
        }),
    },
  );
  if (withHooks && refusedOurHooks(ran)) {
    await tap?.close();
    source.learned.hooksRefused = true;
    context.reporter?.note?.(
      "warning",
      `tier ${source.tier}: ${runner?.name ?? "the runner"} would not load fix-loop's files (vite serves no file outside the project to a DOM environment such as jsdom, nor to vitest 3 on vite 6): the tier runs without in-run retries and coverage, and triage has less to go on`,
    );
    return runOnce(source, chosen, wanted, context);
  }
  if (redirect && context.reportsInTree)
    await copyReportBack(redirect, source.reports, context.cwd);
  await files?.fill(ran.refs.values(), context.cwd);
  if (files) ran.tests = ran.tests.filter((test) => !isEmptyDescribe(test, ran.refs));
  learn(source, ran, context.cwd);
  for (const test of ran.tests) {
    const stderr = ran.refs.get(test.id)?.stderr;
    if (stderr) withFileStderr(test, stderr, context.redact);
  }
  if (inRun)
    await readRunnerAttempts(inRun, retries, ran.tests, ran.refs, context.cwd, context.redact);
  if (tap) {
    // Our reporter records a test by the runner's full name, which a report may not use.
    const recordNames = (test: TestResult) => {
      const ref = ran.refs.get(test.id);
      return ref && runner?.retry?.recordNames ? runner.retry.recordNames(ref) : [];
    };
    await readCoverageTap(tap, ran.tests, context, recordNames);
    await tap.close();
  }
  // Its report written, the run went on to the tier's time limit: what its tests left open.
  const heldOpen = ran.commandOutcome.timedOut && ran.tests.length > 0;
  const withRun = runLines(source, context.tier.env, heldOpen);
  const scopeOf = runner?.commandLine.runsAlongWith;
  const tests = withSharedRunLines(ran.tests.map(withRun), (test) => {
    const ref = scopeOf ? ran.refs.get(test.id) : undefined;
    return ref && scopeOf ? scopeOf(ref) : null;
  });
  const gateProblem =
    tests.length === 0 && ran.problem && context.commandMissingIsGate
      ? await commandNotStarted(source, context, ran)
      : null;
  if (gateProblem) return { tests: [], problem: gateProblem.message, gateProblem };
  if (tests.length === 0 && ran.problem && ran.problemEvidence) {
    tests.push(commandTest(source, context, ran));
  } else if (wanted?.has(commandTestId(source)) && ran.problem === null) {
    tests.push(commandTest(source, context, ran));
  }
  const given = wanted ? tests.filter((test) => isWanted(source, test, wanted)) : tests;
  return {
    tests: given,
    problem: ran.problem,
    ...(ran.commandOutcome.timedOut ? { timedOut: true } : {}),
  };
}

/**
 * Coverage for triage taken on the first run, where the runner can: vitest and jest record the
 * failures' in-run retries (and the tests after them), so triage needs no coverage run of its
 * own; go's first run keeps its test binaries for triage's coverage to run (go-first-run.ts).
 */
async function firstRunTap(
  runner: Runner | null,
  context: KindContext,
  retries: number,
): Promise<CoverageTap | null> {
  if (!context.coverage || context.outcomesOnly) return null;
  return (await runner?.coverage?.onFirstRun?.(context, retries)) ?? null;
}

/**
 * A run whose runner could not load a hook file of ours: no report at all (vite 6 under vitest 3),
 * or failures that say so, each test file's (a DOM environment's vite serves no file outside the
 * project: zustand's jsdom, "Cannot find module '/@fs/tmp/fix-loop-hooks-…'", in place of its
 * 190 tests).
 */
function refusedOurHooks(ran: JunitTierRun<Runner>): boolean {
  const folder = hookFolderStart();
  if (ran.tests.length === 0) {
    const { head, tail } = ran.commandOutcome.output;
    return ran.problem !== null && `${head}\n${tail}`.includes(folder);
  }
  return ran.tests.some(
    (test) =>
      test.status === "failed" &&
      [test.evidence?.message, test.evidence?.excerpt].some((text) => text?.includes(folder)),
  );
}

/** The runner of the source's command, as the last report (or the command) showed. */
function runnerOf(source: JunitSource): Runner | null {
  return runnerNamed(source.learned.framework);
}

function commandTestId(source: JunitSource): string {
  return `${source.tier}:command`;
}

/** A test learned from a report, by fix-loop's id, the runner's own, or an id fix-loop gave it before. */
function findLearned(source: JunitSource, id: string): LearnedTest | undefined {
  const direct = source.learned.tests.get(id);
  if (direct) return direct;
  const formerId = runnerOf(source)?.formerId;
  for (const entry of source.learned.tests.values())
    if (entry.runnerId === id || formerId?.(entry.ref) === id) return entry;
  return undefined;
}

/** A subtest of a known test, where the runner's listing says subtests run alone (go). */
function listedSubtest(source: JunitSource, id: string): JunitTestRef | null {
  if (!source.learned.listed?.subtests) return null;
  const known = [...source.learned.tests].map(([knownId, entry]) => ({ id: knownId, ...entry }));
  return subtestRef(known, id);
}

/** An id the runner takes as it is (a pytest node id: "tests/test_util.py::ParseTests::test_empty"). */
function looksLikeRunnerId(source: JunitSource, id: string): boolean {
  return runnerOf(source)?.takesOwnId?.(id) ?? false;
}

/**
 * The command for the wanted tests: the runner's own selection when every wanted test is known
 * from a report (or is a runner id the runner takes as it is), else the whole command.
 */
function planFor(
  source: JunitSource,
  wanted: ReadonlySet<string>,
): RerunPlan & { guessed: string[] } {
  const refs: JunitTestRef[] = [];
  const runnerIds: string[] = [];
  const guessed: string[] = [];
  for (const id of wanted) {
    if (id === commandTestId(source)) return whole(source);
    const known = findLearned(source, id)?.ref ?? listedSubtest(source, id);
    const fromId = known ? undefined : source.learned.guessed?.get(id);
    if (known) refs.push(known);
    else if (looksLikeRunnerId(source, id)) runnerIds.push(id);
    else if (fromId) {
      guessed.push(id);
      refs.push(...fromId);
    } else return whole(source);
  }
  const plan = rerunCommand({
    command: source.command,
    template: source.rerun,
    runner: runnerOf(source),
    tests: refs,
    runnerIds,
  });
  return { ...plan, guessed: plan.selective ? guessed : [] };
}

function whole(source: JunitSource): RerunPlan & { guessed: string[] } {
  return {
    command: source.command,
    selective: false,
    reason: "a test not seen in a report",
    guessed: [],
  };
}

function learn(source: JunitSource, ran: JunitTierRun<Runner>, cwd: string): void {
  const name = ran.runner?.name;
  if (isFramework(name)) source.learned.framework = name;
  for (const test of ran.tests) {
    const ref = ran.refs.get(test.id);
    if (!ref) continue;
    // A re-run's report may not name the files an earlier run recorded (node-test-files.ts).
    const earlier = source.learned.tests.get(test.id)?.ref;
    ref.file ??= earlier?.file ?? null;
    if (!ref.files && earlier?.files) ref.files = earlier.files;
    if (ref.file) placeInRecordedFile(test, ref.file, cwd);
    source.learned.tests.set(test.id, { ref, runnerId: test.runnerId ?? null });
  }
}

function rerunPlan(
  source: JunitSource,
  tests: readonly TestResult[],
  assemble?: (selection: Selection) => string | null,
): RerunPlan {
  if (tests.some((test) => test.id === commandTestId(source))) {
    return { command: source.command, selective: false, reason: "the command itself failed" };
  }
  const learned = tests.map((test) => findLearned(source, test.id));
  if (learned.some((entry) => entry === undefined)) {
    return { command: source.command, selective: false, reason: "not seen in a report yet" };
  }
  const request = {
    command: source.command,
    template: source.rerun,
    runner: runnerOf(source),
    tests: (learned as LearnedTest[]).map((entry) => entry.ref),
  };
  return rerunCommand(request, assemble);
}

/**
 * Each test with the command that runs it alone, as a person or the agent would type it (no
 * report options, the tier's env: in front). The lines of one tier differ only in the words that
 * select a test, so they are made from one line per shape of selection (selection-shape-memo.ts).
 */
function runLines(
  source: JunitSource,
  env: Readonly<Record<string, string>> = {},
  heldOpen = false,
): (test: TestResult) => TestResult {
  const runner = runnerOf(source);
  const shown = (command: string) =>
    withAssignments(env, commandWithoutReport(command, runner?.report ?? null, source.reports));
  const force = heldOpen ? forceExitFor(runner?.commandLine, source.command) : [];
  const assemble = runner
    ? bySelectionShape((selection) => {
        const options = [...selection.options, ...force];
        const command = withSelection(source.command, runner.commandLine, {
          ...selection,
          options,
        });
        return command === null ? null : shown(command);
      })
    : undefined;
  const whole = shown(source.command);
  return (test) => {
    // A tier's rerun: template fills in its own line; `assemble` makes the shown line directly.
    const plan = rerunPlan(source, [test], source.rerun ? undefined : assemble);
    const run = !plan.selective ? whole : source.rerun ? shown(plan.command) : plan.command;
    const ref = source.learned.tests.get(test.id)?.ref;
    const formerId = ref ? runner?.formerId?.(ref) : null;
    const withRun: TestResult = { ...test, run, runsAlone: plan.selective };
    if (formerId && formerId !== test.id) withRun.formerId = formerId;
    return withRun;
  };
}

/** The runner's switch that ends its process, unless the command has it already. */
function forceExitFor(commandLine: CommandLine | undefined, command: string): string[] {
  const option = commandLine?.forceExit;
  if (!option) return [];
  const written = new RegExp(`(?:^|\\s)${option}(?:\\s|=|$)`);
  return written.test(command) ? [] : [option];
}

function missesOne(source: JunitSource, ids: readonly string[], tests: readonly TestResult[]) {
  return ids.some((id) => !tests.some((test) => isWanted(source, test, new Set([id]))));
}

function isWanted(source: JunitSource, test: TestResult, wanted: ReadonlySet<string>): boolean {
  if (wanted.has(test.id) || (test.runnerId != null && wanted.has(test.runnerId))) return true;
  if (wanted.has(parametrizedParent(test.runnerId) ?? "")) return true;
  const ref = source.learned.tests.get(test.id)?.ref;
  const formerId = ref ? runnerOf(source)?.formerId?.(ref) : null;
  return formerId != null && wanted.has(formerId);
}

/**
 * A command that produced no tests at all (it crashed, or wrote no report) becomes one failed
 * test named after the tier, so the failure is triaged and fixable; on a re-run that works, it
 * passes.
 */
function commandTest(
  source: JunitSource,
  context: KindContext,
  ran: JunitTierRun<Runner>,
): TestResult {
  const evidence = ran.problemEvidence;
  return {
    id: commandTestId(source),
    title: `the ${source.tier} tier's test command runs and writes its JUnit report`,
    tier: source.tier,
    status: ran.problem ? "failed" : "passed",
    durationMs: evidence?.durationMs ?? Math.round(ran.commandOutcome.durationMs),
    kind: "junit",
    file: source.reports[0] ?? "",
    requires: context.tier.requires,
    run: source.command,
    runsAlone: false,
    runs: 1,
    reason: null,
    evidence:
      ran.problem && evidence ? { ...evidence, message: evidence.message ?? ran.problem } : null,
  };
}

/** The tier's own command could not start (a program not found): a gate, not a failing test. */
function commandNotStarted(source: JunitSource, context: KindContext, ran: JunitTierRun<Runner>) {
  const { head, tail } = ran.commandOutcome.output;
  return missingTierCommand(
    {
      exitCode: ran.commandOutcome.exitCode,
      // go's fetch error, quoted in the message, may carry a proxy's credentials.
      output: context.redact(Buffer.concat([head, tail]).toString("utf8")),
    },
    {
      tier: source.tier,
      command: source.command,
      cwd: context.cwd,
      env: context.env,
      configPath: context.configPath ?? DEFAULT_CONFIG_PATH,
      report: source.reports[0],
    },
  );
}

/** Test runners rarely create the report's folder themselves (Node's junit reporter does not). */
/** The report's folders, made ours; with an agent user, shared with it (its tests write there). */
async function createReportFolders(
  reports: readonly string[],
  cwd: string,
  runAs: RunAs | null | undefined,
): Promise<void> {
  for (const report of reports) {
    if (isDynamicPattern(report)) continue;
    const folder = path.dirname(path.resolve(cwd, report));
    const first = await mkdir(folder, { recursive: true });
    if (!first || !runAs) continue;
    for (let at = folder; at.startsWith(first); at = path.dirname(at)) shareFolder(at, runAs);
  }
}

/** A describe that held no test and passed: node's report lists it, node's count does not. */
function isEmptyDescribe(test: TestResult, refs: ReadonlyMap<string, JunitTestRef>): boolean {
  return test.status === "passed" && refs.get(test.id)?.emptyDescribe === true;
}
