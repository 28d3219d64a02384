import { randomBytes } from "node:crypto";
import path from "node:path";
import {
  applyForCheck,
  BundleRefusedError,
  formatVerdict,
  type VerdictEntry,
} from "../../../bundle/index.js";
import { loadConfig } from "../../../config/load.js";
import { scriptGlobs } from "../../../plan/script-globs.js";
import { killMarkedProcesses, SESSION_MARKER } from "../../../process/kill-tree.js";
import { type HistoryLists, readHistoryLists } from "../../history-lists.js";
import type { ActionIO } from "../../io.js";
import { createLogReporter } from "../../log-reporter.js";
import type { PreparedRun } from "../../prepare-run.js";
import { findBundleFolders } from "../bundle-folders.js";
import { requireForMode } from "../mode-requirements.js";
import { checkoutTop, resetCheckout } from "../reset-checkout.js";
import { runSetup } from "../setup-command.js";
import { type CheckSandbox, checkEnvironment, openCheckSandbox } from "./check-sandbox.js";
import { type CheckedBundleReport, renderCheckSummary } from "./check-summary.js";
import { type Judgement, type JudgeOptions, judgeBundle } from "./judge-bundle.js";
import { judgePlanScripts } from "./judge-plan-scripts.js";
import { type PlanAtHead, readPlanAtHead } from "./plan-at-head.js";
import { judgePlanBundle, projectFiles } from "./plan-check.js";

/**
 * The check job, on a fresh runner the agent never touched: each bundle is applied to the
 * pinned commit (or refused), only then is the project installed (the setup input) and tested
 * with fix-loop's engine, as a throwaway user, each command in a PID namespace that dies with it
 * (check-sandbox.ts). The verdict, the sha256 of each bundle that passed, is the job's output,
 * written last, once every process setup and the tests started is gone.
 */
export async function runCheck(
  run: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const { inputs } = run;
  const head = requireForMode(run, "check", [
    {
      given: Boolean(inputs.bundles),
      what: "the input bundles (the folder the fix-loop-bundle-* artifacts were downloaded to)",
    },
    {
      given: Boolean(inputs.groupTests),
      what: "the input group-tests (the verify job's group-tests output)",
    },
  ]);

  // The protected paths come from the default branch, never from the commit under repair.
  const policy = await loadConfig(inputs.policyConfig as string, run.context.workspace);
  const top = await checkoutTop(run.cwd);
  // Every process setup and the tests start carries this, double-forked ones included.
  const marker = `check-${randomBytes(12).toString("hex")}`;
  const folders = await findBundleFolders(
    path.resolve(run.context.workspace, inputs.bundles as string),
  );
  io.info(`check: ${folders.length} fix bundle(s) on ${head}`);
  // Read before any bundle's code runs, from the base repository's history ref.
  const history = await readHistoryLists(run, io, env);
  const sandbox = await openCheckSandbox(inputs.agentUser, top);
  if (sandbox.isolated) io.info(`check: ${sandbox.note}`);
  else io.warning(`check: ${sandbox.note}`);
  const target: CheckTarget = {
    top,
    head,
    projectDir: path.relative(top, run.cwd).split(path.sep).join("/"),
    protectedGlobs: policy.fix.protected,
    scriptGlobs: scriptGlobs(policy),
    marker,
    testEnv: { ...checkEnvironment(env), [SESSION_MARKER]: marker },
    sandbox,
    history,
  };

  const reports: CheckedBundleReport[] = [];
  let killed = 0;
  try {
    for (const folder of folders) {
      io.startGroup(`Check ${path.basename(folder)}`);
      try {
        reports.push(await checkBundle(run, io, folder, target));
      } finally {
        killed += (await killMarkedProcesses(marker)).length;
        await resetCheckout(top, head);
        io.endGroup();
      }
    }
  } finally {
    const leftUser = await sandbox.close();
    if (leftUser) io.warning(leftUser);
  }
  await reportCheck(run, io, sandbox, reports, killed + sandbox.killed.length);
}

interface CheckTarget {
  /** The repository top and the pinned commit the bundles apply to. */
  top: string;
  head: string;
  projectDir: string;
  protectedGlobs: readonly string[];
  /** The policy's tier script globs: where a plan bundle may add scripts. */
  scriptGlobs: readonly string[];
  marker: string;
  testEnv: NodeJS.ProcessEnv;
  sandbox: CheckSandbox;
  /** The quarantine list and flakes.json of the base repository. */
  history: HistoryLists;
}

/** One bundle: applied (or refused), then the project installed and the group's tests judged. */
async function checkBundle(
  run: PreparedRun,
  io: ActionIO,
  folder: string,
  target: CheckTarget,
): Promise<CheckedBundleReport> {
  const name = path.basename(folder);
  let bundle: Awaited<ReturnType<typeof applyForCheck>>["bundle"];
  try {
    ({ bundle } = await applyForCheck(folder, {
      checkout: target.top,
      baseSha: target.head,
      protectedGlobs: target.protectedGlobs,
      scriptGlobs: target.scriptGlobs,
      projectDir: target.projectDir,
    }));
  } catch (error) {
    if (!(error instanceof BundleRefusedError)) throw error;
    const problem = run.redact(error.message);
    return { folder: name, group: null, sha256: null, outcome: "refused", tests: [], problem };
  }
  const group = bundle.manifest.group;
  const report = { folder: name, group, sha256: bundle.sha256 };
  const plan = bundle.manifest.plan;
  const files = bundle.manifest.files.map((file) => file.path);
  let planRead: PlanAtHead | null = null;
  if (plan) {
    // Before anything of it runs: verify and fix must skip every script until it is accepted,
    // and the plan its tests are written from is read here, from the pinned commit.
    planRead = await readPlanAtHead(target.top, target.head, target.projectDir, plan.report.plan);
    const reasons = [
      ...(planRead.problem ? [planRead.problem] : []),
      ...(await judgePlanBundle(target.top, run.cwd, run.config, files)),
    ];
    if (reasons.length > 0)
      return {
        ...report,
        outcome: "failed",
        tests: [],
        problem: `failed check: ${run.redact(reasons.join("; "))}`,
      };
  }
  const giveBack = await target.sandbox.lendTree(target.top);
  try {
    const judgement: Judgement & { review?: string | null } = await installAndJudge(
      run,
      io,
      target,
      (options) =>
        plan && planRead
          ? judgePlanScripts({
              ...options,
              files: projectFiles(target.top, run.cwd, files),
              report: plan.report,
              plan: { name: plan.report.plan, entries: planRead.entries },
            })
          : judgeBundle({
              ...options,
              group,
              groupTests: run.inputs.groupTests as Record<string, string[]>,
              history: target.history,
            }),
    );
    const repetitions = judgement.repetitions?.map(run.redact) ?? [];
    if (!judgement.passed) {
      const problem = `failed check: ${judgement.reasons.map(run.redact).join("; ")}`;
      return { ...report, outcome: "failed", tests: judgement.tests, problem, repetitions };
    }
    for (const repetition of repetitions) io.info(`${group}: ${repetition}`);
    io.info(
      plan
        ? `${group}: passed check: ${files.length} new test(s) under the tiers' globs, each held for review and skipped by verify, nothing else changed; run here, each failed with its REQUIRES stopped and changed no file (sha256 ${bundle.sha256})`
        : `${group}: passed check (sha256 ${bundle.sha256})`,
    );
    const review = judgement.review ? run.redact(judgement.review) : undefined;
    return {
      ...report,
      outcome: "passed",
      tests: judgement.tests,
      problem: null,
      review,
      repetitions,
    };
  } finally {
    await target.sandbox.killLeftovers();
    await giveBack();
  }
}

/** The setup input, then the judge with fix-loop's engine: the bundle's code runs here. */
async function installAndJudge<J extends Judgement>(
  run: PreparedRun,
  io: ActionIO,
  target: CheckTarget,
  judge: (options: Omit<JudgeOptions, "group" | "groupTests">) => Promise<J>,
): Promise<J> {
  const { inputs } = run;
  const { testEnv, sandbox } = target;
  await runSetup(
    inputs.setup,
    run.cwd,
    testEnv,
    (text) => io.info(text),
    run.redact,
    sandbox.runAs,
  );
  const reporter = createLogReporter(io, run.redact, { verbose: inputs.verbose });
  return judge({
    cwd: run.cwd,
    config: run.config,
    configPath: inputs.config,
    env: testEnv,
    reporter,
    runAs: sandbox.runAs,
  }).finally(() => reporter.close());
}

/** The summary, the outcome and the verdict, written last, once every process is gone. */
async function reportCheck(
  run: PreparedRun,
  io: ActionIO,
  sandbox: CheckSandbox,
  reports: CheckedBundleReport[],
  killed: number,
): Promise<void> {
  if (killed > 0) io.warning(`killed ${killed} process(es) the tests left behind`);
  const problems = reports.flatMap((report) =>
    report.problem ? [`${report.group ?? report.folder}: ${report.problem}`] : [],
  );
  for (const problem of problems) io.warning(problem);
  const verdict: VerdictEntry[] = reports.flatMap((report) =>
    report.outcome === "passed" && report.group && report.sha256
      ? [
          {
            group: report.group,
            sha256: report.sha256,
            ...(report.review ? { review: report.review } : {}),
          },
        ]
      : [],
  );
  await io.appendSummary(
    renderCheckSummary({
      sandbox: sandbox.note,
      isolated: sandbox.isolated,
      bundles: reports,
      verdictOutput: run.inputs.verdictOutput,
      verdict,
      killed,
    }),
  );
  io.setOutput("outcome", problems.length === 0 ? "passed" : "failed");
  // Last, so a line a test wrote into GITHUB_OUTPUT earlier is overridden by this one.
  io.setOutput(run.inputs.verdictOutput, formatVerdict(verdict));
  if (problems.length > 0)
    io.setFailed(
      `fix-loop check: ${problems.length} bundle(s) did not pass:\n${problems.join("\n")}`,
    );
}
