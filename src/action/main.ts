import path from "node:path";
import * as core from "@actions/core";
import { DEFAULT_RESULTS_PATH, writeResults } from "../results/write.js";
import { deliverFixes } from "./deliver-fixes.js";
import { describeFailure } from "./failure.js";
import { parseActionInputs } from "./inputs.js";
import { createLogReporter } from "./log-reporter.js";
import { prepareRun } from "./prepare.js";
import { presentResults } from "./present.js";
import { readActionContext, runContextOf } from "./run-context.js";
import { runEngine } from "./run-engine.js";

/** The Action: inputs parsed once, the engine called, the results presented. */
async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const inputs = parseActionInputs(env);
  const run = await prepareRun(inputs, readActionContext(env), env);

  const reporter = createLogReporter(run.redact);
  const results = await runEngine(run, reporter, env).finally(() => reporter.close());
  results.run = runContextOf(run.context, run.head);

  const delivery = await deliverFixes(results, run);
  const resultsFile = path.join(run.cwd, DEFAULT_RESULTS_PATH);
  await writeResults(resultsFile, results);
  await presentResults(results, {
    resultsFile,
    artifactName: inputs.artifactName,
    projectRoot: run.cwd,
    workspace: run.context.workspace,
    redact: run.redact,
    notes: [...run.notes, ...delivery.problems],
    env,
  });

  if (delivery.problems.length > 0) core.setFailed(delivery.problems.join("\n"));
  else if (results.outcome !== "passed" && results.outcome !== "fixed") {
    core.setFailed(`fix-loop ${results.mode}: ${results.outcome}: ${run.redact(results.headline)}`);
  }
}

main(process.env).catch((error: unknown) => {
  core.setFailed(describeFailure(error));
});
