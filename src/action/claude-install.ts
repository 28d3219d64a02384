import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";
import { execa } from "execa";
import { type ClaudeBinary, ClaudeNotFoundError, resolveClaudeBinary } from "../agent/index.js";
import { UserError } from "../errors.js";

export interface ActionClaude {
  path: string;
  /** Where it came from, for the log. */
  source: ClaudeBinary["source"] | "tool cache" | "installed";
}

export interface FindClaudeOptions {
  version: string;
  /** RUNNER_TOOL_CACHE: installs go to <toolCache>/fix-loop-claude/<version>. */
  toolCache: string;
  /** The project root. */
  cwd: string;
  /** fix.claude.path from the config. */
  configPath?: string | undefined;
  env: NodeJS.ProcessEnv;
}

const PACKAGE = "@anthropic-ai/claude-code";

/** npm could not install the pinned Claude Code: a wrong claude-version, or no registry access. */
export class ClaudeInstallError extends UserError {
  override name = "ClaudeInstallError";
}

/**
 * The `claude` the engine would use (fix.claude.path, FIX_LOOP_CLAUDE, the project, PATH); when
 * there is none, the pinned version installed with npm into the runner's tool cache, once.
 */
export async function findOrInstallClaude(options: FindClaudeOptions): Promise<ActionClaude> {
  try {
    return await resolveClaudeBinary({
      configPath: options.configPath,
      env: options.env,
      cwd: options.cwd,
    });
  } catch (error) {
    // A path the user set explicitly and got wrong is their mistake to fix, not a reason to install.
    if (
      !(error instanceof ClaudeNotFoundError) ||
      options.configPath ||
      options.env.FIX_LOOP_CLAUDE
    )
      throw error;
  }
  const prefix = path.join(options.toolCache, "fix-loop-claude", options.version);
  const installed = path.join(prefix, "node_modules", ".bin", "claude");
  if (await isExecutable(installed)) return { path: installed, source: "tool cache" };
  await installClaude(prefix, options.version, options.env);
  if (!(await isExecutable(installed))) {
    throw new Error(
      `npm installed ${PACKAGE}@${options.version} but ${installed} is missing or not executable`,
    );
  }
  return { path: installed, source: "installed" };
}

async function installClaude(
  prefix: string,
  version: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const result = await execa(
    "npm",
    [
      "install",
      "--prefix",
      prefix,
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      `${PACKAGE}@${version}`,
    ],
    { env, reject: false, all: true, stdin: "ignore" },
  );
  if (result.exitCode !== 0) {
    const tail = (result.all ?? "").split("\n").slice(-15).join("\n");
    throw new ClaudeInstallError(
      `could not install ${PACKAGE}@${version} with npm (exit ${result.exitCode}). ` +
        `Check the claude-version input, or install Claude Code in an earlier step so \`claude\` is on PATH.\n${tail}`,
    );
  }
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
