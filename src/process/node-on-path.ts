import { realpath } from "node:fs/promises";
import { programOnPath, reportedVersion } from "./program-on-path.js";

const versions = new Map<string, Promise<string | null>>();

/**
 * The version ("20.18.1") of the `node` a command finds on `env`'s PATH, or null when it finds
 * none or it does not answer. The same binary as this process's costs nothing; another (a
 * project's setup-node, an nvm folder) is asked once a process.
 */
export async function nodeVersionOnPath(env: NodeJS.ProcessEnv): Promise<string | null> {
  const found = await programOnPath("node", env);
  if (!found) return null;
  const real = await realpath(found).catch(() => found);
  if (real === (await realpath(process.execPath).catch(() => process.execPath)))
    return process.versions.node;
  let known = versions.get(real);
  if (!known) {
    known = reportedVersion(real, 5_000);
    versions.set(real, known);
  }
  return known;
}

/** Whether `version` ("20.18.1") is at least `major.minor`, for each major line listed. */
export function atLeast(version: string, since: ReadonlyArray<readonly [number, number]>): boolean {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const newest = Math.max(...since.map(([line]) => line));
  if (major > newest) return true;
  const line = since.find(([each]) => each === major);
  return line !== undefined && minor >= line[1];
}
