import { mkdir, mkdtemp, readdir, realpath, statfs } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { privileged } from "../agent-user/privileged.js";
import { runProcess } from "../process/run.js";
import type { RunAs } from "./run-as.js";

/** The agent's own copy of the tree, and where its namespaces show it (the checkout's path). */
export interface AgentCopy {
  /** The copy itself: owned by the agent user, inside a folder only fix-loop can enter. */
  tree: string;
  /** The checkout's top, over which each namespace of the agent lays the copy. */
  over: string;
  /** Removes the copy; for when nothing of the agent runs any more. */
  remove(): Promise<void>;
}

/**
 * Copies the checkout (its files as they are, ignored ones such as node_modules included; never
 * its .git) into a fresh folder of fix-loop's and gives the copy to the agent user. No git runs
 * in or on the copy: fix-loop reads the agent's change by comparing files (src/fix/copy-tree.ts).
 * Returns `runAs` with the copy laid over the checkout in every namespace it starts.
 */
export async function makeAgentCopy(
  top: string,
  runAs: RunAs,
): Promise<{ copy: AgentCopy; runAs: RunAs }> {
  if (!runAs.namespace) throw new Error("an agent copy needs the agent's PID namespaces");
  const over = await realpath(top);
  const outer = await mkdtemp(path.join(await copyBase(), "fix-loop-copy-"));
  const tree = path.join(outer, "tree");
  const remove = () => privileged("rm", ["-rf", outer]).then(() => undefined);
  try {
    await mkdir(tree, { mode: 0o755 });
    const entries = (await readdir(over)).filter((name) => name !== ".git");
    if (entries.length > 0) {
      const copied = await runProcess({
        file: "cp",
        args: [
          "-a",
          "--reflink=auto",
          "-t",
          tree,
          "--",
          ...entries.map((name) => path.join(over, name)),
        ],
      });
      if (copied.exitCode !== 0)
        throw new Error(
          `could not copy the tree for the agent: ${copied.spawnError ?? copied.output.tail.toString("utf8").trim()}`,
        );
    }
    // The agent owns its copy; the shared group lets fix-loop (through sudo) put files back.
    await privileged("chown", ["-R", `${runAs.uid}:${runAs.group}`, tree]);
    await privileged("chmod", ["-R", "g+rwX", tree]);
  } catch (error) {
    await remove().catch(() => undefined);
    throw error;
  }
  const copy = { tree, over, remove };
  return {
    copy,
    runAs: { ...runAs, namespace: { ...runAs.namespace, copy: { folder: tree, over } } },
  };
}

/**
 * Where the copy is made: in memory (/dev/shm) when it has room to spare, since making tens of
 * thousands of files costs far less there than on a busy disk; else the temp folder.
 */
async function copyBase(): Promise<string> {
  const room = await statfs(MEMORY).catch(() => null);
  return room && room.bavail * room.bsize >= MEMORY_TO_SPARE ? MEMORY : tmpdir();
}

const MEMORY = "/dev/shm";
const MEMORY_TO_SPARE = 8 * 1024 ** 3;
