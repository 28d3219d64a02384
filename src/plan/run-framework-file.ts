import { mkdir, mkdtemp, rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import picomatch from "picomatch";
import { commandWithoutReport } from "../junit/command-without-report.js";
import { redirectReport } from "../junit/report-outside-tree.js";
import { rerunCommand } from "../junit/rerun-command.js";
import { type JunitTierRun, runJunitCommand } from "../junit/run-junit-command.js";
import type { RunAs } from "../process/run-as.js";
import { removeSharedFolder, shareFolder } from "../process/share-files.js";
import type { TestResult } from "../results/schema.js";
import { identifyRunner, runnerOf } from "../runners/registry.js";
import { collectedPathOf } from "../script-tests/pending-framework-tests.js";
import type { FrameworkTier } from "./entry-framework.js";
import type { ScriptRunNote } from "./generated-test.js";
import { changedFiles, readTreeState } from "./tree-state.js";

export interface FrameworkRunContext {
  cwd: string;
  env: NodeJS.ProcessEnv;
  runAs: RunAs | null;
}

export interface FrameworkFileRun {
  /** The report's tests, or null when the file could not be run alone. */
  ran: JunitTierRun | null;
  note: ScriptRunNote;
  /** Files of the project the run added, changed or removed (runner caches and the report aside). */
  changed: string[];
  /** Why it could not be run alone, when it could not. */
  problem: string | null;
}

/** Runner caches a test run leaves behind by design: not a change the test made. */
const CACHES = ["**/__pycache__/**", "**/.pytest_cache/**", "**/.vite/**", "**/.cache/**"];

/**
 * Runs one pending framework test the way verify runs a JUnit tier, limited to that file: the
 * tier's command made selective with the runner's own selection (src/junit/rerun-command.ts),
 * its report written outside the tree. For the run the file takes the name its runner collects;
 * it is back under its pending name after, whatever happened.
 */
export async function runFrameworkFile(
  pending: string,
  tier: FrameworkTier,
  context: FrameworkRunContext,
): Promise<FrameworkFileRun> {
  const file = collectedPathOf(pending);
  const plan = rerunCommand({
    command: tier.command,
    template: null,
    runner: runnerOf(tier.framework),
    tests: [],
    runnerIds: [file],
  });
  if (!plan.selective) {
    const problem = `the tier's command cannot be made to run this file alone: ${plan.reason}`;
    return {
      ran: null,
      note: { exitCode: null, timedOut: false, summary: [] },
      changed: [],
      problem,
    };
  }
  const scratch = await mkdtemp(path.join(tmpdir(), "fix-loop-plan-junit-"));
  const redirect = redirectReport(plan.command, tier.reports, scratch);
  await shareReportFolders(scratch, tier.reports, context.runAs);
  const at = (name: string) => path.join(context.cwd, name);
  const before = await readTreeState(context.cwd);
  await rename(at(pending), at(file));
  let ran: JunitTierRun;
  try {
    ran = await runJunitCommand(
      {
        tier: tier.tier,
        requires: tier.requires,
        command: redirect?.command ?? plan.command,
        reports: tier.reports,
      },
      {
        identify: identifyRunner,
        cwd: context.cwd,
        reportsRoot: redirect?.reportsRoot,
        env: { ...context.env, PYTHONDONTWRITEBYTECODE: "1" },
        timeoutMs: tier.timeoutMs,
        redact: (text) => text,
        runAs: context.runAs,
      },
    );
  } finally {
    await rename(at(file), at(pending));
    await removeSharedFolder(scratch);
  }
  const ignored = picomatch([...CACHES, ...tier.reports], { dot: true });
  const changed = changedFiles(before, await readTreeState(context.cwd)).filter(
    (name) => !ignored(name),
  );
  const command = commandWithoutReport(plan.command, runnerOf(tier.framework).report, tier.reports);
  return { ran, note: noteOf(ran, command), changed, problem: null };
}

/** The scratch folder and the report's folders in it, writable by the agent user too. */
async function shareReportFolders(
  scratch: string,
  reports: readonly string[],
  runAs: RunAs | null,
): Promise<void> {
  shareFolder(scratch, runAs);
  for (const report of reports) {
    const folder = path.dirname(path.join(scratch, report));
    await mkdir(folder, { recursive: true });
    for (let at = folder; at.startsWith(scratch) && at !== scratch; at = path.dirname(at)) {
      shareFolder(at, runAs);
    }
  }
}

/** What a person reads of the run: a PASS:/FAIL: line per test and its failure's evidence. */
function noteOf(ran: JunitTierRun, command: string): ScriptRunNote {
  const summary = ran.tests.flatMap(testLines);
  if (ran.problem) summary.push(`FAIL: ${ran.problem}`);
  return {
    exitCode: ran.commandOutcome.exitCode,
    timedOut: ran.commandOutcome.timedOut,
    summary,
    command,
  };
}

function testLines(test: TestResult): string[] {
  // An id that is no plan token is "classname > name" already: the title would repeat it.
  const name = test.id.endsWith(test.title) ? test.id : `${test.id} ${test.title}`;
  if (test.status === "passed") return [`PASS: ${name}`];
  if (test.status === "skipped") return [`SKIP: ${name}${test.reason ? `: ${test.reason}` : ""}`];
  const evidence = test.evidence;
  const message = evidence?.reported?.message ?? evidence?.message ?? null;
  const lines = message ? message.split("\n").filter((line) => line.trim() !== "") : [];
  return [`FAIL: ${name}`, ...lines.slice(0, 3).map((line) => `EVIDENCE: ${line.trim()}`)];
}
