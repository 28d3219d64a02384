import path from "node:path";
import { loadConfig } from "../config/load.js";
import type { Config } from "../config/schema.js";
import { createRedactor } from "../evidence/redact.js";
import { headCommit } from "../git/head-commit.js";
import { resolveBase } from "./base-commit.js";
import type { ActionInputs } from "./inputs.js";
import type { ActionIO } from "./io.js";
import type { ModeName, ModeNeeds } from "./modes/mode-needs.js";
import type { ActionContext } from "./run-context.js";
import { assertPinnedCommit, decideMode, RefusalError } from "./safety.js";

/** Everything decided before the engine starts. */
export interface PreparedRun {
  inputs: ActionInputs;
  context: ActionContext;
  /** The project root: the workspace joined with working-directory. */
  cwd: string;
  config: Config;
  /** The commit checked out, or null outside a git checkout. */
  head: string | null;
  mode: ModeName;
  /** What the mode needs (modes/registry.ts): the guards and the modes read these, never the name. */
  needs: ModeNeeds;
  /** Said in the log and the summary: why the run differs from what was asked. */
  notes: string[];
  /** The commit triage compares the tree with (the base input, resolved), or null. */
  base: string | null;
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
  modes: Readonly<Record<ModeName, ModeNeeds>>,
): Promise<PreparedRun> {
  const anthropicApiKey = inputs.anthropicApiKey ?? env.ANTHROPIC_API_KEY ?? null;
  for (const secret of [anthropicApiKey, inputs.githubToken]) if (secret) io.setSecret(secret);

  const cwd = path.resolve(context.workspace, inputs.workingDirectory);
  const head = await headCommit(cwd).catch(() => null);
  assertPinnedCommit(inputs.sha, head);

  const decision = decideMode(inputs, context, modes);
  const needs = modes[decision.mode];
  const notes = decision.note ? [decision.note] : [];
  if (decision.note) io.warning(decision.note);
  if (needs.agent && !anthropicApiKey) {
    throw new RefusalError(
      `${decision.mode} mode needs` +
        " an Anthropic API key: store it as a repository secret (for example ANTHROPIC_API_KEY) " +
        "and pass that secret as the anthropic-api-key input, or use mode: verify.",
    );
  }
  const config = await loadConfig(inputs.config, cwd);
  const base = await resolveBase(inputs.base, cwd, context);
  if (base.note) {
    notes.push(base.note);
    io.info(base.note);
  }
  return {
    inputs,
    context,
    cwd,
    config,
    head,
    mode: decision.mode,
    needs,
    notes,
    base: base.base,
    anthropicApiKey,
    redact: createRedactor(env),
  };
}
