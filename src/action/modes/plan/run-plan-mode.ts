import path from "node:path";
import {
  createBundle,
  MANIFEST_FILE,
  PATCH_FILE,
  PLAN_GROUP,
  RESULTS_FILE,
} from "../../../bundle/index.js";
import { UserError } from "../../../errors.js";
import { reviewSummary } from "../../../plan/review-summary.js";
import { runPlan } from "../../../plan/run-plan.js";
import { planReportSchema } from "../../../results/plan-report.js";
import { agentEnvironment } from "../../agent-env.js";
import type { ActionIO } from "../../io.js";
import { createLogReporter } from "../../log-reporter.js";
import type { PreparedRun } from "../../prepare-run.js";
import { withTheAgent } from "../../run-engine.js";
import { uploadArtifact } from "../../upload-results.js";
import { bundleArtifactName, bundlesFolder } from "../bundle-folders.js";
import { runSetup } from "../setup-command.js";
import { planResults } from "./plan-results.js";

/**
 * The plan job, shaped like the fix job (contents: read, the Anthropic key only, the agent user):
 * `fix-loop plan` on the plan input, then the scripts that passed every check (`# REVIEW:
 * pending`) handed on as one bundle, group `plan`, whose manifest carries the report and the
 * review summary. check holds it to the plan rule; publish opens a draft review pull request.
 */
export async function runPlanMode(
  run: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const planFile = run.inputs.plan;
  if (!planFile)
    throw new UserError("plan mode needs the input plan: the markdown test plan's path");
  if (!run.head)
    throw new UserError(
      "plan mode needs a checkout of the pinned commit: run actions/checkout first",
    );
  const startedAt = new Date();
  await runSetup(run.inputs.setup, run.cwd, agentEnvironment(env), (t) => io.info(t), run.redact);
  const reporter = createLogReporter(io, run.redact, { verbose: run.inputs.verbose });
  const report = await withTheAgent(run, io, env, (agent) =>
    runPlan({
      cwd: run.cwd,
      config: run.config,
      configPath: run.inputs.config,
      reporter,
      env: agentEnvironment(env),
      planFile,
      ...agent,
    }),
  ).finally(() => reporter.close());
  const review = run.redact(reviewSummary(report));
  await io.appendSummary(review);
  const pending = report.tests.filter((test) => test.status === "pending");
  io.setOutput("generated", JSON.stringify(pending.map((test) => test.id)));
  const problems = [
    ...report.tests
      .filter((test) => test.status === "refused")
      .map((test) => `${test.id} (${test.file}) refused: ${run.redact(test.reasons.join("; "))}`),
    ...report.missing.map((entry) => `${entry.id}: no script was written`),
  ];
  for (const problem of problems) io.warning(problem);
  if (pending.length === 0) {
    io.setFailed(`fix-loop plan: no generated test passed the checks; nothing to review`);
    return;
  }

  const folder = bundlesFolder(run, env);
  const created = await createBundle({
    cwd: run.cwd,
    baseSha: run.head,
    results: planResults(report, run, startedAt),
    group: PLAN_GROUP,
    outDir: folder,
    files: pending.map((test) => test.file),
    redact: run.redact,
    plan: { report: planReportSchema.parse(report), review },
  });
  io.info(`plan bundle ${created.dir} (sha256 ${created.sha256}): ${pending.length} script(s)`);
  io.setOutput("bundles", folder);
  io.setOutput("bundled-groups", JSON.stringify([PLAN_GROUP]));
  const name = bundleArtifactName(PLAN_GROUP);
  const files = [MANIFEST_FILE, PATCH_FILE, RESULTS_FILE].map((f) => path.join(created.dir, f));
  const upload = await uploadArtifact(name, files, created.dir, env);
  if (upload.uploaded) io.info(`uploaded it as the artifact ${name}`);
  else io.warning(`the plan bundle was not uploaded: ${upload.reason}`);
}
