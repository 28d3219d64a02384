import path from "node:path";
import { execa } from "execa";
import { isExecutable } from "./is-executable.js";

/** The folders of `env`'s PATH, in order, empty entries left out. */
export function pathFolders(env: NodeJS.ProcessEnv): string[] {
  return (env.PATH ?? "").split(path.delimiter).filter((dir) => dir !== "");
}

/** The first executable `name` on `env`'s PATH, as a shell would find it, or null. */
export async function programOnPath(name: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  for (const folder of pathFolders(env)) {
    const candidate = path.join(folder, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

/** The version a program's `--version` prints ("2.1.330" of "v2.1.330 (Claude Code)"), or null. */
export async function reportedVersion(program: string, timeoutMs: number): Promise<string | null> {
  const result = await execa(program, ["--version"], {
    reject: false,
    timeout: timeoutMs,
    stdin: "ignore",
  });
  const match = /(\d+\.\d+\.\d+)/.exec(String(result.stdout));
  return result.exitCode === 0 && match?.[1] ? match[1] : null;
}
