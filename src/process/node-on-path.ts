import { execFile } from "node:child_process";
import { realpath } from "node:fs/promises";
import path from "node:path";
import { isExecutable } from "./is-executable.js";

const versions = new Map<string, Promise<string | null>>();

/**
 * The version ("20.18.1") of the `node` a command finds on `env`'s PATH, or null when it finds
 * none or it does not answer. The same binary as this process's costs nothing; another (a
 * project's setup-node, an nvm folder) is asked once a process.
 */
export async function nodeVersionOnPath(env: NodeJS.ProcessEnv): Promise<string | null> {
  const found = await nodeOnPath(env.PATH ?? "");
  if (!found) return null;
  const real = await realpath(found).catch(() => found);
  if (real === (await realpath(process.execPath).catch(() => process.execPath)))
    return process.versions.node;
  let known = versions.get(real);
  if (!known) {
    known = askVersion(real);
    versions.set(real, known);
  }
  return known;
}

async function nodeOnPath(searchPath: string): Promise<string | null> {
  for (const folder of searchPath.split(path.delimiter)) {
    if (!folder) continue;
    const candidate = path.join(folder, "node");
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

function askVersion(file: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(file, ["--version"], { timeout: 5_000 }, (error, stdout) => {
      const version = /^v(\d+\.\d+\.\d+)/.exec(String(stdout).trim())?.[1];
      resolve(error || !version ? null : version);
    });
  });
}

/** Whether `version` ("20.18.1") is at least `major.minor`, for each major line listed. */
export function atLeast(version: string, since: ReadonlyArray<readonly [number, number]>): boolean {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const newest = Math.max(...since.map(([line]) => line));
  if (major > newest) return true;
  const line = since.find(([each]) => each === major);
  return line !== undefined && minor >= line[1];
}
