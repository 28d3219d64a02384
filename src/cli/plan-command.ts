import { writeFile } from "node:fs/promises";
import path from "node:path";
import { withAgentUser } from "../agent-user/choose.js";
import { DEFAULT_CONFIG_PATH, loadConfig } from "../config/load.js";
import type { Config } from "../config/schema.js";
import { ensureDirectory } from "../files/ensure-directory.js";
import { defuseWorkflowCommands } from "../github/workflow-commands.js";
import { acceptGenerated } from "../plan/accept.js";
import { reviewSummary } from "../plan/review-summary.js";
import { PlanGateError, runPlan } from "../plan/run-plan.js";
import { createTerminalReporter, terminalOptionsFor } from "../report/terminal.js";
import { type PlanReport, planExitCode, planReportSchema } from "../results/plan-report.js";
import { type CliArgs, UsageError } from "./args.js";
import { EXIT } from "./exit-codes.js";

export const REVIEW_SUMMARY_PATH = ".fix-loop/plan-review.md";

/** `fix-loop plan PLAN.md` writes tests for review; `fix-loop plan --accept ID` accepts them. */
export async function runPlanCommand(args: CliArgs): Promise<number> {
  const configPath = args.config ?? DEFAULT_CONFIG_PATH;
  const config = await loadConfig(configPath, args.cwd);
  const cwd = path.resolve(args.cwd);
  if (args.accept.length > 0) {
    const accepted = await acceptGenerated(cwd, config, args.accept, args.force);
    console.log(
      `accepted ${accepted.length}: ${accepted.join(", ")}\nverify and fix run them from now on; commit them with the change`,
    );
    return EXIT.passed;
  }
  if (!args.planFile) {
    throw new UsageError(
      "fix-loop plan needs the plan file (fix-loop plan PLAN.md) or --accept ID",
    );
  }
  const report = await planOrGate(args, config, configPath, cwd);
  if (report === null) return EXIT.gate;
  const summary = reviewSummary(report);
  const summaryPath = path.join(cwd, REVIEW_SUMMARY_PATH);
  await ensureDirectory(path.dirname(summaryPath));
  await writeFile(summaryPath, summary);
  if (args.json) {
    const valid = planReportSchema.parse(report);
    await writeFile(path.resolve(cwd, args.json), `${JSON.stringify(valid, null, 2)}\n`);
  }
  console.log(defuseWorkflowCommands(summary));
  console.log(`review: ${REVIEW_SUMMARY_PATH}`);
  return planExitCode(report);
}

/** The plan run, or null when a check before any session failed (said on stderr: exit 3). */
async function planOrGate(
  args: CliArgs,
  config: Config,
  configPath: string,
  cwd: string,
): Promise<PlanReport | null> {
  try {
    return await withAgentUser(
      args.agentUser,
      (choice) => {
        if (choice.user || choice.warning) console.error(`fix-loop: ${choice.note}`);
      },
      (runAs) =>
        runPlan({
          cwd,
          config,
          configPath,
          reporter: createTerminalReporter(
            terminalOptionsFor(process.stdout, args.plain, args.verbose),
          ),
          planFile: args.planFile ?? "",
          force: args.force,
          budgetUsd: args.budgetUsd ?? undefined,
          runAs,
          runAsOrSelf: args.agentUser === "auto",
        }),
    );
  } catch (error) {
    if (!(error instanceof PlanGateError)) throw error;
    console.error(`fix-loop: ${error.message}`);
    return null;
  }
}
