import path from "node:path";
import { UserError } from "../errors.js";
import { isExecutable } from "../process/is-executable.js";
import { pathFolders, reportedVersion } from "../process/program-on-path.js";
import { fixLoopPackageRoot } from "./package-root.js";

export interface ClaudeBinary {
  path: string;
  /** Where it was found, for messages and logs. */
  source: "config" | "FIX_LOOP_CLAUDE" | "project" | "PATH" | "fix-loop";
}

export interface ResolveClaudeOptions {
  /** `fix.claude.path` from the config, if set (relative to cwd, or a name looked up on PATH). */
  configPath?: string | undefined;
  env: NodeJS.ProcessEnv;
  /** The project root; its node_modules/.bin is searched. */
  cwd: string;
}

const INSTALL_HINT =
  "install it with `npm i -D @anthropic-ai/claude-code`, or set fix.claude.path / FIX_LOOP_CLAUDE";

/** Claude Code could not be found or cannot be run; the message says what to do. */
export class ClaudeNotFoundError extends UserError {
  override name = "ClaudeNotFoundError";
}

/**
 * Which `claude` to run: fix.claude.path, else FIX_LOOP_CLAUDE, else `claude` from the
 * project's node_modules/.bin, PATH, or fix-loop's own node_modules/.bin, in that order.
 */
export async function resolveClaudeBinary(options: ResolveClaudeOptions): Promise<ClaudeBinary> {
  const configured = nonEmpty(options.configPath);
  if (configured) return explicit(configured, "config", "fix.claude.path", options);
  const fromEnv = nonEmpty(options.env.FIX_LOOP_CLAUDE);
  if (fromEnv) return explicit(fromEnv, "FIX_LOOP_CLAUDE", "FIX_LOOP_CLAUDE", options);

  const own = fixLoopPackageRoot();
  const places: ClaudeBinary[] = [
    { path: path.join(options.cwd, "node_modules", ".bin"), source: "project" },
    ...pathFolders(options.env).map((dir): ClaudeBinary => ({ path: dir, source: "PATH" })),
  ];
  if (own) places.push({ path: path.join(own, "node_modules", ".bin"), source: "fix-loop" });
  for (const place of places) {
    const candidate = path.join(place.path, "claude");
    if (await isExecutable(candidate)) return { path: candidate, source: place.source };
  }
  throw new ClaudeNotFoundError(`Claude Code was not found: ${INSTALL_HINT}.`);
}

/** The version `claude --version` reports ("2.1.330"), or null when it cannot tell. */
export async function claudeVersion(binary: string): Promise<string | null> {
  return reportedVersion(binary, 15_000);
}

async function explicit(
  value: string,
  source: ClaudeBinary["source"],
  setting: string,
  options: ResolveClaudeOptions,
): Promise<ClaudeBinary> {
  const candidates = value.includes("/")
    ? [path.resolve(options.cwd, value)]
    : pathFolders(options.env).map((dir) => path.join(dir, value));
  for (const candidate of candidates) {
    if (await isExecutable(candidate)) return { path: candidate, source };
  }
  const where = value.includes("/") ? candidates[0] : `${value} (looked up on PATH)`;
  throw new ClaudeNotFoundError(
    `Claude Code was not found: ${setting} is ${JSON.stringify(value)}, but ${where} is not an ` +
      `executable file. Fix ${setting}, or ${INSTALL_HINT.replace("install it", "install Claude Code")}.`,
  );
}

function nonEmpty(value: string | undefined): string | null {
  return value && value.trim() !== "" ? value.trim() : null;
}
