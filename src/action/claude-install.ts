import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";
import { execa } from "execa";

export interface ClaudeBinary {
  path: string;
  /** Where it came from, for the log. */
  source: "PATH" | "project" | "tool cache" | "installed";
}

export interface FindClaudeOptions {
  version: string;
  /** RUNNER_TOOL_CACHE: installs go to <toolCache>/fix-loop-claude/<version>. */
  toolCache: string;
  /** The project root; its node_modules/.bin is searched after PATH. */
  cwd: string;
  env: NodeJS.ProcessEnv;
}

const PACKAGE = "@anthropic-ai/claude-code";

/** `claude` on PATH (or in the project's node_modules/.bin), else the pinned version installed with npm. */
export async function findOrInstallClaude(options: FindClaudeOptions): Promise<ClaudeBinary> {
  for (const dir of (options.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, "claude");
    if (await isExecutable(candidate)) return { path: candidate, source: "PATH" };
  }
  const local = path.join(options.cwd, "node_modules", ".bin", "claude");
  if (await isExecutable(local)) return { path: local, source: "project" };

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
    throw new Error(
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
