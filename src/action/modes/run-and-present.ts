import path from "node:path";
import { DEFAULT_RESULTS_PATH, writeResults } from "../../results/write.js";
import { agentEnvironment } from "../agent-env.js";
import { readHistoryLists } from "../history-lists.js";
import type { ActionIO } from "../io.js";
import { createLogReporter } from "../log-reporter.js";
import { capMatrixGroups, MAX_MATRIX_GROUPS } from "../matrix-groups.js";
import type { PreparedRun } from "../prepare-run.js";
import { presentResults } from "../present-results.js";
import { runContextOf } from "../run-context.js";
import { runEngine } from "../run-engine.js";
import { runSetup } from "./setup-command.js";

export interface EngineModeOptions {
  /** Hand on at most MAX_MATRIX_GROUPS groups to the fix matrix (verify). */
  capGroups: boolean;
  /** Bundle each kept fix for check (fix). */
  bundle: boolean;
}

/**
 * Verify or fix: the flake history, the setup, the engine, results.json, then the summary,
 * outputs and artifact.
 */
export async function runAndPresent(
  prepared: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
  options: EngineModeOptions,
): Promise<void> {
  const log = (text: string) => io.info(text);
  // First: the setup input is the commit's code, and the history folder is no evidence after it.
  const history = await readHistoryLists(prepared, io, env);
  await runSetup(prepared.inputs.setup, prepared.cwd, agentEnvironment(env), log, prepared.redact);
  const reporter = createLogReporter(io, prepared.redact, { verbose: prepared.inputs.verbose });
  const results = await runEngine(prepared, reporter, io, env, history).finally(() =>
    reporter.close(),
  );
  results.run = runContextOf(prepared.context, prepared.head);
  const notAttempted = options.capGroups ? capMatrixGroups(results) : [];
  if (notAttempted.length > 0) {
    io.warning(
      `${notAttempted.length} more root causes than the ${MAX_MATRIX_GROUPS} a run hands to fix: not attempted this run (${notAttempted.join(", ")})`,
    );
  }

  const resultsFile = path.join(prepared.cwd, DEFAULT_RESULTS_PATH);
  await writeResults(resultsFile, results);
  const bundled = options.bundle
    ? await (await import("./fix/fix-bundles.js")).bundleFixes(results, prepared, io, env)
    : null;
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
