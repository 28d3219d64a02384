import path from "node:path";
import { DEFAULT_RESULTS_PATH, writeResults } from "../results/write.js";
import { agentEnvironment } from "./agent-env.js";
import { describeFailure } from "./failure.js";
import { parseActionInputs } from "./inputs.js";
import { type ActionIO, runnerIO } from "./io.js";
import { createLogReporter } from "./log-reporter.js";
import { capMatrixGroups, MAX_MATRIX_GROUPS } from "./matrix-groups.js";
import { runCheck } from "./modes/check.js";
import { bundleFixes } from "./modes/fix-bundles.js";
import { refuseCredentialsInFixMode, StartRefusal } from "./modes/fix-refusal.js";
import { runPlanMode } from "./modes/plan.js";
import { runPublish } from "./modes/publish.js";
import { runSetup } from "./modes/setup-command.js";
import { type PreparedRun, prepareRun } from "./prepare-run.js";
import { presentResults } from "./present.js";
import { readActionContext, runContextOf } from "./run-context.js";
import { runEngine } from "./run-engine.js";

export interface RunOptions {
  /** The runner's environment: INPUT_*, GITHUB_*, RUNNER_*. Default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Where the run's log, outputs, summary and annotations go. Default the runner's. */
  io?: ActionIO;
}

/**
 * The Action: inputs parsed once, refusals before any work, then the mode's job (verify, fix,
 * check, publish or plan). Never throws: whatever goes wrong fails the step with a message saying
 * what. Returns the exit code: 2 when it refused to start as configured, else 0 or 1.
 */
export async function run(options: RunOptions = {}): Promise<number> {
  const env = options.env ?? process.env;
  const io = options.io ?? runnerIO(env);
  let failed = false;
  const failing: ActionIO = {
    ...io,
    setFailed(message) {
      failed = true;
      io.setFailed(message);
    },
  };
  try {
    const inputs = parseActionInputs(env);
    refuseCredentialsInFixMode(inputs, env);
    const prepared = await prepareRun(inputs, readActionContext(env), env, failing);
    if (prepared.mode === "check") await runCheck(prepared, failing, env);
    else if (prepared.mode === "publish") await runPublish(prepared, failing, env);
    else if (prepared.mode === "plan") await runPlanMode(prepared, failing, env);
    else await verifyOrFix(prepared, failing, env);
  } catch (error) {
    failing.setFailed(describeFailure(error, io.debug));
    if (error instanceof StartRefusal) return error.exitCode;
  }
  return failed ? 1 : 0;
}

/** Verify, or fix and bundle each kept fix: the mode decided in prepareRun. */
async function verifyOrFix(
  prepared: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const log = (text: string) => io.info(text);
  await runSetup(prepared.inputs.setup, prepared.cwd, agentEnvironment(env), log, prepared.redact);
  const reporter = createLogReporter(io, prepared.redact, { verbose: prepared.inputs.verbose });
  const results = await runEngine(prepared, reporter, io, env).finally(() => reporter.close());
  results.run = runContextOf(prepared.context, prepared.head);
  const notAttempted = prepared.mode === "verify" ? capMatrixGroups(results) : [];
  if (notAttempted.length > 0) {
    io.warning(
      `${notAttempted.length} more root causes than the ${MAX_MATRIX_GROUPS} a run hands to fix: not attempted this run (${notAttempted.join(", ")})`,
    );
  }

  const resultsFile = path.join(prepared.cwd, DEFAULT_RESULTS_PATH);
  await writeResults(resultsFile, results);
  const bundled = prepared.mode === "fix" ? await bundleFixes(results, prepared, io, env) : null;
  await presentResults(results, io, {
    resultsFile,
    artifactName: prepared.inputs.artifactName,
    projectRoot: prepared.cwd,
    workspace: prepared.context.workspace,
    redact: prepared.redact,
    notes: prepared.notes,
    problems: bundled?.problems ?? [],
    env,
  });
  if (bundled) {
    io.setOutput("bundles", bundled.folder);
    io.setOutput("bundled-groups", JSON.stringify(bundled.groups));
  }

  if (bundled && bundled.problems.length > 0) io.setFailed(bundled.problems.join("\n"));
  else if (results.outcome !== "passed" && results.outcome !== "fixed") {
    io.setFailed(
      `fix-loop ${results.mode}: ${results.outcome}: ${prepared.redact(results.headline)}`,
    );
  }
}
