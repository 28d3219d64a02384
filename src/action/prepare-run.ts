import path from "node:path";
import { loadConfig } from "../config/load.js";
import type { Config } from "../config/schema.js";
import { createRedactor } from "../evidence/index.js";
import { headCommit } from "./fix-branch.js";
import type { ActionInputs } from "./inputs.js";
import type { ActionIO } from "./io.js";
import type { ActionContext } from "./run-context.js";
import { type ActionMode, assertPinnedCommit, decideMode, RefusalError } from "./safety.js";

/** Everything decided before the engine starts. */
export interface PreparedRun {
  inputs: ActionInputs;
  context: ActionContext;
  /** The project root: the workspace joined with working-directory. */
  cwd: string;
  config: Config;
  /** The commit checked out, or null outside a git checkout. */
  head: string | null;
  mode: ActionMode;
  /** Said in the log and the summary: why the run differs from what was asked. */
  notes: string[];
  /** The key the agent gets in fix mode. */
  anthropicApiKey: string | null;
  redact: (text: string) => string;
}

/** Masks secrets, pins the commit, guards forks and loads the config: refusals come before any work. */
export async function prepareRun(
  inputs: ActionInputs,
  context: ActionContext,
  env: NodeJS.ProcessEnv,
  io: ActionIO,
): Promise<PreparedRun> {
  const anthropicApiKey = inputs.anthropicApiKey ?? env.ANTHROPIC_API_KEY ?? null;
  for (const secret of [anthropicApiKey, inputs.githubToken]) if (secret) io.setSecret(secret);

  const cwd = path.resolve(context.workspace, inputs.workingDirectory);
  const head = await headCommit(cwd).catch(() => null);
  assertPinnedCommit(inputs.sha, head);

  const decision = decideMode(inputs, context);
  const notes = decision.note ? [decision.note] : [];
  if (decision.note) io.warning(decision.note);
  if ((decision.mode === "fix" || decision.mode === "plan") && !anthropicApiKey) {
    throw new RefusalError(
      `${decision.mode} mode needs` +
        " an Anthropic API key: store it as a repository secret (for example ANTHROPIC_API_KEY) " +
        "and pass that secret as the anthropic-api-key input, or use mode: verify.",
    );
  }
  const config = await loadConfig(inputs.config, cwd);
  return {
    inputs,
    context,
    cwd,
    config,
    head,
    mode: decision.mode,
    notes,
    anthropicApiKey,
    redact: createRedactor(env),
  };
}
