import { randomBytes } from "node:crypto";
import path from "node:path";
import {
  applyForCheck,
  BundleRefusedError,
  formatVerdict,
  type VerdictEntry,
} from "../../bundle/index.js";
import { loadConfig } from "../../config/load.js";
import { killMarkedProcesses, SESSION_MARKER } from "../../process/kill-tree.js";
import { agentEnvironment } from "../agent-env.js";
import type { ActionIO } from "../io.js";
import { createLogReporter } from "../log-reporter.js";
import type { PreparedRun } from "../prepare.js";
import { findBundleFolders } from "./bundle-folders.js";
import { judgeBundle } from "./judge-bundle.js";
import { requireForMode } from "./mode-requirements.js";
import { checkoutTop, resetCheckout } from "./reset-checkout.js";
import { runSetup } from "./setup-command.js";

/**
 * The check job, on a fresh runner the agent never touched: each bundle is applied to the
 * pinned commit (or refused), only then is the project installed (the setup input) and tested
 * with fix-loop's engine. The verdict, the sha256 of each bundle that passed, is the job's
 * output, written last, once every process the tests started is gone.
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
      given: Boolean(inputs.policyConfig),
      what: "the input policy-config (the default branch's .github/fix-loop.yml, checked out outside the workspace)",
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
  const target: CheckTarget = {
    top,
    head,
    projectDir: path.relative(top, run.cwd).split(path.sep).join("/"),
    protectedGlobs: policy.fix.protected,
    marker,
    testEnv: { ...agentEnvironment(env), [SESSION_MARKER]: marker },
  };
  const folders = await findBundleFolders(
    path.resolve(run.context.workspace, inputs.bundles as string),
  );
  io.info(`check: ${folders.length} fix bundle(s) on ${head}`);

  const passed: VerdictEntry[] = [];
  const problems: string[] = [];
  for (const folder of folders) {
    io.startGroup(`Check ${path.basename(folder)}`);
    try {
      const checked = await checkBundle(run, io, folder, target);
      if (checked.passed) passed.push(checked.entry);
      else problems.push(checked.problem);
    } catch (error) {
      if (!(error instanceof BundleRefusedError)) throw error;
      problems.push(`${path.basename(folder)}: ${error.message}`);
    } finally {
      await killMarkedProcesses(marker);
      await resetCheckout(top, head);
      io.endGroup();
    }
  }
  await reportCheck(run, io, marker, passed, problems);
}

interface CheckTarget {
  /** The repository top and the pinned commit the bundles apply to. */
  top: string;
  head: string;
  projectDir: string;
  protectedGlobs: readonly string[];
  marker: string;
  testEnv: NodeJS.ProcessEnv;
}

type CheckedBundle = { passed: true; entry: VerdictEntry } | { passed: false; problem: string };

/** One bundle: applied (or refused), then the project installed and the group's tests judged. */
async function checkBundle(
  run: PreparedRun,
  io: ActionIO,
  folder: string,
  target: CheckTarget,
): Promise<CheckedBundle> {
  const { inputs } = run;
  const { bundle } = await applyForCheck(folder, {
    checkout: target.top,
    baseSha: target.head,
    protectedGlobs: target.protectedGlobs,
    projectDir: target.projectDir,
  });
  const group = bundle.manifest.group;
  const { testEnv } = target;
  await runSetup(inputs.setup, run.cwd, testEnv, (text) => io.info(text), run.redact);
  const reporter = createLogReporter(io, run.redact, { verbose: inputs.verbose });
  const judgement = await judgeBundle({
    cwd: run.cwd,
    config: run.config,
    configPath: inputs.config,
    env: testEnv,
    reporter,
    group,
    groupTests: inputs.groupTests as Record<string, string[]>,
  }).finally(() => reporter.close());
  if (!judgement.passed)
    return {
      passed: false,
      problem: `${group}: failed check: ${judgement.reasons.map(run.redact).join("; ")}`,
    };
  io.info(`${group}: passed check (sha256 ${bundle.sha256})`);
  return { passed: true, entry: { group, sha256: bundle.sha256 } };
}

/** The outcome and the verdict, written last, once every process the tests started is gone. */
async function reportCheck(
  run: PreparedRun,
  io: ActionIO,
  marker: string,
  passed: VerdictEntry[],
  problems: string[],
): Promise<void> {
  const stragglers = await killMarkedProcesses(marker);
  if (stragglers.length > 0)
    io.warning(`killed ${stragglers.length} process(es) the tests left behind`);
  for (const problem of problems) io.warning(problem);
  io.setOutput("outcome", problems.length === 0 ? "passed" : "failed");
  // Last, so a line a test wrote into GITHUB_OUTPUT earlier is overridden by this one.
  io.setOutput(run.inputs.verdictOutput, formatVerdict(passed));
  if (problems.length > 0)
    io.setFailed(
      `fix-loop check: ${problems.length} bundle(s) did not pass:\n${problems.join("\n")}`,
    );
}
