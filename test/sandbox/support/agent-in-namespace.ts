import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import {
  type AgentUser,
  createAgentUser,
  releaseAgentUser,
} from "../../../src/agent-user/agent-user.js";
import { attachNamespace } from "../../../src/sandbox/attach.js";

/** A throwaway agent user in namespaces of its own, and a folder it may enter. */
export interface AgentInNamespace {
  readonly agent: AgentUser;
  /** A folder under the temp folder, 0755 so the agent user can reach what is in it. */
  readonly folder: string;
}

/**
 * Makes a real agent user with its own namespaces (failing where this machine can make no PID
 * namespace) and a folder named from `folderPrefix` before the file's tests; releases the user
 * and removes the folder after them. Call it at the top of a test file, before the file's own
 * hooks (they then run after it is made, and end what they made before it goes); read `agent`
 * and `folder` inside hooks and tests.
 */
export function useAgentInNamespace(folderPrefix: string): AgentInNamespace {
  let agent: AgentUser | undefined;
  let folder: string | undefined;
  beforeAll(async () => {
    agent = await createAgentUser();
    await attachNamespace(agent);
    if (!agent.namespace) throw new Error("no PID namespace can be made on this machine");
    folder = mkdtempSync(path.join(tmpdir(), folderPrefix));
    chmodSync(folder, 0o755);
  });
  afterAll(async () => {
    if (agent) await releaseAgentUser(agent);
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  const made = <T>(thing: T | undefined): T => {
    if (thing === undefined)
      throw new Error("useAgentInNamespace: made in beforeAll; read it in a hook or test");
    return thing;
  };
  return {
    get agent() {
      return made(agent);
    },
    get folder() {
      return made(folder);
    },
  };
}

/** Writes each file (path under `root` -> its text), making the folders on the way. */
export function writeFilesUnder(root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}
