import * as core from "@actions/core";
import type { Reporter, Selection } from "../engine/types.js";
import { runVerify } from "../engine/verify.js";
import type { Results } from "../results/schema.js";
import { agentEnvironment } from "./agent-env.js";
import { findOrInstallClaude } from "./claude-install.js";
import type { PreparedRun } from "./prepare.js";

/**
 * Calls the same engine as the CLI. Tests and services run without the runner's credentials,
 * like the agent: in fix mode they run code the agent wrote.
 */
export async function runEngine(
  run: PreparedRun,
  reporter: Reporter,
  env: NodeJS.ProcessEnv,
): Promise<Results> {
  const selection: Selection = run.inputs.tests.length > 0 ? { ids: run.inputs.tests } : {};
  const engine = {
    cwd: run.cwd,
    config: run.config,
    configPath: run.inputs.config,
    reporter,
    env: agentEnvironment(env),
    selection,
  };
  if (run.mode === "verify") return runVerify(engine);

  const claude = await findOrInstallClaude({
    version: run.inputs.claudeVersion,
    toolCache: run.context.toolCache,
    cwd: run.cwd,
    env,
  });
  core.info(`Claude Code: ${claude.path} (${claude.source})`);
  throw new Error(`fix mode is not wired yet (claude at ${claude.path})`);
}
