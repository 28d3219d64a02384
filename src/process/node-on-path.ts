import { realpath } from "node:fs/promises";
import { programOnPath } from "./program-on-path.js";

/**
 * The version ("20.18.1") of the `node` a command finds on `env`'s PATH, or null when it cannot
 * tell. fix-loop's own node answers for itself; another is read from where it is installed
 * (setup-node's `/opt/hostedtoolcache/node/20.18.1/x64/bin/node`, nvm's
 * `~/.nvm/versions/node/v20.18.1/bin/node`), never run: a PATH the agent can write to would
 * hand fix-loop's own user its program.
 */
export async function nodeVersionOnPath(env: NodeJS.ProcessEnv): Promise<string | null> {
  const found = await programOnPath("node", env);
  if (!found) return null;
  const real = await realpath(found).catch(() => found);
  if (real === (await realpath(process.execPath).catch(() => process.execPath)))
    return process.versions.node;
  return INSTALLED_VERSION.exec(real)?.[1] ?? null;
}

/** A folder of an installed node named for its version: `20.18.1/`, `v20.18.1/`, `node-v20.18.1-linux-x64/`. */
const INSTALLED_VERSION = /\/(?:node-)?v?(\d+\.\d+\.\d+)(?=[-/])/;

/** Whether `version` ("20.18.1") is at least `major.minor`, for each major line listed. */
export function atLeast(version: string, since: ReadonlyArray<readonly [number, number]>): boolean {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const newest = Math.max(...since.map(([line]) => line));
  if (major > newest) return true;
  const line = since.find(([each]) => each === major);
  return line !== undefined && minor >= line[1];
}
