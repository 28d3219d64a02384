import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config/schema.js";
import type { PreflightResult } from "../results/schema.js";

type Problem = PreflightResult["problems"][number];

export interface PreflightOptions {
  /** The project root: files are relative to it. */
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The first gate before the tests: environment variables set and non-empty, files present, commands on
 * PATH. Every problem is listed, each with what to do about it.
 */
export async function checkPreflight(
  preflight: Config["preflight"],
  options: PreflightOptions,
): Promise<PreflightResult> {
  const problems: Problem[] = [
    ...preflight.env.flatMap((name) => checkEnv(name, options.env)),
    ...(await Promise.all(preflight.files.map((file) => checkFile(file, options.cwd)))).flat(),
    ...(
      await Promise.all(preflight.commands.map((command) => checkCommand(command, options)))
    ).flat(),
  ];
  return { ok: problems.length === 0, problems };
}

function checkEnv(name: string, env: NodeJS.ProcessEnv): Problem[] {
  const value = env[name];
  if (value === undefined) {
    return [
      { kind: "env", name, message: `${name} is not set: export it or add it to the CI job's env` },
    ];
  }
  if (value.trim() === "") {
    return [
      {
        kind: "env",
        name,
        message: `${name} is set but empty: give it a value (in CI, check the secret or variable it comes from exists)`,
      },
    ];
  }
  return [];
}

async function checkFile(file: string, cwd: string): Promise<Problem[]> {
  const absolute = path.resolve(cwd, file);
  try {
    await stat(absolute);
    return [];
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === "EACCES"
        ? "cannot be read (permission denied): fix its permissions"
        : `does not exist (looked for ${absolute}): create it, or fix the path under preflight.files`;
    return [{ kind: "file", name: file, message: `${file} ${why}` }];
  }
}

async function checkCommand(command: string, options: PreflightOptions): Promise<Problem[]> {
  if (await findExecutable(command, options)) return [];
  const hint = command.includes("/")
    ? "check the path and that the file is executable (chmod +x)"
    : "install it, or add the folder that holds it to PATH";
  return [{ kind: "command", name: command, message: `${command} is not on PATH: ${hint}` }];
}

/** Like `command -v`: a name is looked up on PATH, a path (with a slash) is taken as is. */
export async function findExecutable(
  command: string,
  options: PreflightOptions,
): Promise<string | null> {
  const candidates = command.includes("/")
    ? [path.resolve(options.cwd, command)]
    : (options.env.PATH ?? "")
        .split(path.delimiter)
        .filter((folder) => folder !== "")
        .map((folder) => path.resolve(options.cwd, folder, command));
  for (const candidate of candidates) {
    if (await isExecutableFile(candidate)) return candidate;
  }
  return null;
}

async function isExecutableFile(file: string): Promise<boolean> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return false;
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
