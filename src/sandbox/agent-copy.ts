import { lstat, mkdir, mkdtemp, realpath, rmdir, statfs } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { messageOf } from "../errors.js";
import { privileged } from "../process/privileged.js";
import type { RunAs } from "../process/run-as.js";
import { dependencyFolders } from "./dependency-folders.js";

/** The agent's own copy of the tree, and where its namespaces show it (the checkout's path). */
export interface AgentCopy {
  /** The copy itself: owned by the agent user, inside a folder only fix-loop can enter. */
  tree: string;
  /** The checkout's top, over which each namespace of the agent lays the copy. */
  over: string;
  /** Removes the copy; for when nothing of the agent runs any more. */
  remove(): Promise<void>;
  /** How many dependency folders are bound read-only into it rather than copied. */
  dependencies: number;
}

/**
 * Copies the checkout (its files as they are, ignored ones included; never its .git) into a
 * fresh folder of fix-loop's, owned by the agent user, in one tar pipe that sets owner and modes
 * as it writes. Installed dependencies (dependency-folders.ts) are not copied: each is bound
 * read-only from the checkout into the copy, here, before any process of the agent exists (so
 * no path the agent could have changed is ever resolved by root's mount), and every namespace
 * of the agent takes the copy with them. No git runs in or on the copy: fix-loop reads the
 * agent's change by comparing files (src/fix/copy-tree.ts). Returns `runAs` with the copy laid
 * over the checkout in every namespace it starts.
 *
 * Not an overlay mount: the agent user could write none of the checkout's files through one
 * without an idmapped lower layer (mount's X-mount.idmap needs util-linux 2.39; 2.38 ignores
 * the option and says nothing), every command's namespace would mount the same upper folder at
 * once (overlayfs: "undefined behavior"), and fix-loop puts rejected files back between commands.
 */
export async function makeAgentCopy(
  top: string,
  runAs: RunAs,
): Promise<{ copy: AgentCopy; runAs: RunAs }> {
  if (!runAs.namespace) throw new Error("an agent copy needs the agent's PID namespaces");
  const over = await realpath(top);
  const outer = await mkdtemp(path.join(await copyBase(), "fix-loop-copy-"));
  const tree = path.join(outer, "tree");
  const bound: string[] = [];
  /** Empty mount points fix-loop made in the checkout's node_modules, taken out again at the end. */
  const madePoints: string[] = [];
  let boundDependencies = 0;
  const remove = async () => {
    // Deepest first; lazily where something still holds one, so the folder can go.
    for (const folder of [...bound].reverse())
      await privileged("umount", [folder])
        .catch(() => privileged("umount", ["-l", folder]))
        .catch(() => undefined);
    await privileged("rm", ["-rf", "--one-file-system", outer]);
    for (const point of madePoints) await privileged("rmdir", [point]).catch(() => undefined);
  };
  try {
    await mkdir(tree, { mode: 0o755 });
    const dependencies = await dependencyFolders(over);
    await copyInto(over, tree, runAs, dependencies);
    for (const [index, folder] of dependencies.entries()) {
      const into = path.join(tree, folder);
      if (await bindReadOnly(path.join(over, folder), into)) {
        bound.push(into);
        boundDependencies++;
        const caches = path.join(outer, "caches", String(index));
        const made = await bindToolCaches(path.join(over, folder), into, caches, runAs);
        bound.push(...made.mounted);
        madePoints.push(...made.points);
      } else await copyInto(path.join(over, folder), into, runAs, []);
    }
  } catch (error) {
    await remove().catch(() => undefined);
    throw error;
  }
  const copy = { tree, over, remove, dependencies: boundDependencies };
  return {
    copy,
    runAs: { ...runAs, namespace: { ...runAs.namespace, copy: { folder: tree, over } } },
  };
}

/**
 * `from`'s content into the folder `to` (made if missing), but for .git and the `skip` folders:
 * owned by the agent user, group-writable for fix-loop (which puts files back through the
 * shared group where it is not root). As root, or through sudo, since it sets another owner.
 */
async function copyInto(
  from: string,
  to: string,
  runAs: RunAs,
  skip: readonly string[],
): Promise<void> {
  const excluded = [".git", ...skip].map((name) => `--exclude=./${name}`);
  const archive = ["--anchored", "--no-wildcards", ...excluded];
  const owner = [`--owner=${runAs.uid}`, `--group=${runAs.group}`, "--numeric-owner"];
  await privileged("sh", [
    "-c",
    COPY_SCRIPT,
    "fix-loop-copy",
    from,
    to,
    ...archive,
    ...owner,
    "--mode=g+rwX",
  ]).catch((error) => {
    throw new Error(`could not copy the tree for the agent: ${messageOf(error)}`);
  });
  // Through sudo the user holds only its own group: its folders setgid keep what it makes in
  // ours (`group`), where fix-loop reads and puts back. Folders only: a setgid file would run
  // with our group.
  if (runAs.group !== runAs.gid)
    await privileged("find", [to, "-xdev", "-type", "d", "-exec", "chmod", "g+s", "{}", "+"]);
}

/** tar | tar, failing when either side does (sh has no pipefail): $1 into $2, tar options after. */
const COPY_SCRIPT = [
  'from=$1 to=$2; shift 2; mkdir -p "$to" || exit 1',
  'wrote=$( { { tar -C "$from" "$@" -cf - . 3>&-; echo $? >&3; } | tar -C "$to" -xpf - >&2 3>&-; } 3>&1 )',
  'read=$?; [ "$read" = 0 ] && [ "$wrote" = 0 ]',
].join("\n");

/** Binds `from` read-only (no setuid, no devices) onto the new folder `onto`; false if it cannot. */
async function bindReadOnly(from: string, onto: string): Promise<boolean> {
  await mkdir(onto, { mode: 0o755 }).catch(() => undefined);
  try {
    await privileged("mount", ["--bind", "-o", "ro,nosuid,nodev", from, onto]);
    return true;
  } catch {
    await rmdir(onto).catch(() => undefined);
    return false;
  }
}

/**
 * Caches tools keep inside node_modules: vite bundles a config into .vite-temp (on a read-only
 * folder it fails: EROFS is not the EACCES it falls back on), vite and vitest keep .vite,
 * loaders keep .cache. Over each, in the copy, an empty folder of the agent's own is bound, so
 * the tools work and the dependencies stay read-only; where the checkout's node_modules has no
 * such folder, an empty one is made for the mount and taken out when the copy goes.
 */
const TOOL_CACHES = [".vite-temp", ".vite", ".cache"];

async function bindToolCaches(
  from: string,
  onto: string,
  caches: string,
  runAs: RunAs,
): Promise<{ mounted: string[]; points: string[] }> {
  const mounted: string[] = [];
  const points: string[] = [];
  if (path.basename(from) !== "node_modules") return { mounted, points };
  for (const name of TOOL_CACHES) {
    const point = path.join(from, name);
    const stat = await lstat(point).catch(() => null);
    if (stat && !stat.isDirectory()) continue;
    if (!stat) {
      if (
        !(await privileged("mkdir", [point]).then(
          () => true,
          () => false,
        ))
      )
        continue;
      points.push(point);
    }
    const cache = path.join(caches, name);
    const owner = ["-o", String(runAs.uid), "-g", String(runAs.group)];
    await privileged("install", ["-d", "-m", "0755", ...owner, cache]);
    const into = path.join(onto, name);
    await privileged("mount", ["--bind", "-o", "nosuid,nodev", cache, into]).then(
      () => mounted.push(into),
      () => undefined,
    );
  }
  return { mounted, points };
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
