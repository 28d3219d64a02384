import path from "node:path";
import { DEFAULT_RESULTS_PATH, writeResults } from "../results/write.js";
import { deliverFixes } from "./deliver-fixes.js";
import { describeFailure } from "./failure.js";
import { parseActionInputs } from "./inputs.js";
import { type ActionIO, runnerIO } from "./io.js";
import { createLogReporter } from "./log-reporter.js";
import { type PreparedRun, prepareRun } from "./prepare.js";
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
 * The Action: inputs parsed once, refusals before any work, the engine called, the results
 * presented. Never throws: whatever goes wrong fails the step with a message saying what.
 */
export async function run(options: RunOptions = {}): Promise<void> {
  const env = options.env ?? process.env;
  const io = options.io ?? runnerIO(env);
  try {
    const inputs = parseActionInputs(env);
    const prepared = await prepareRun(inputs, readActionContext(env), env, io);
    // verify and fix share one path; a mode with another (check, publish) branches here.
    await verifyAndFix(prepared, io, env);
  } catch (error) {
    io.setFailed(describeFailure(error, io.debug));
  }
}

/** Verify, or fix and open pull requests for what was fixed: the mode decided in prepareRun. */
async function verifyAndFix(
  prepared: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const reporter = createLogReporter(io, prepared.redact);
  const results = await runEngine(prepared, reporter, io, env).finally(() => reporter.close());
  results.run = runContextOf(prepared.context, prepared.head);

  const delivery = await deliverFixes(results, prepared, io, env);
  const resultsFile = path.join(prepared.cwd, DEFAULT_RESULTS_PATH);
  await writeResults(resultsFile, results);
  await presentResults(results, io, {
    resultsFile,
    artifactName: prepared.inputs.artifactName,
    projectRoot: prepared.cwd,
    workspace: prepared.context.workspace,
    redact: prepared.redact,
    notes: [...prepared.notes, ...delivery.problems],
    env,
  });

  if (delivery.problems.length > 0) io.setFailed(delivery.problems.join("\n"));
  else if (results.outcome !== "passed" && results.outcome !== "fixed") {
    io.setFailed(
      `fix-loop ${results.mode}: ${results.outcome}: ${prepared.redact(results.headline)}`,
    );
  }
}
