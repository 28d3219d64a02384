import {
  lstat,
  mkdir,
  mkdtemp,
  realpath,
  rename,
  rm,
  rmdir,
  statfs,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { messageOf } from "../errors.js";
import { privileged } from "../process/privileged.js";
import type { RunAs } from "../process/run-as.js";
import { filesForTheCopy } from "./copied-files.js";
import { dependencyFolders } from "./dependency-folders.js";

/** The agent's own copy of the tree, and where its namespaces show it (the checkout's path). */
export interface AgentCopy {
  /** The copy itself: owned by the agent user, inside a folder only fix-loop can enter. */
  tree: string;
  /** The checkout's top, over which each namespace of the agent lays the copy. */
  over: string;
  /** Removes the copy; for when nothing of the agent runs any more. */
  remove(): Promise<void>;
  /**
   * Throws the copy away and makes a fresh one from the checkout at the same path: for when
   * nothing of the agent runs any more (fix-loop never writes into a tree the agent had).
   */
  renew(): Promise<void>;
  /** How many dependency folders are bound read-only into it rather than copied. */
  dependencies: number;
  /** The dependency folders in it (bound or copied), relative to its top: never read back. */
  dependencyPaths: readonly string[];
}

export interface AgentCopyOptions {
  /** Ignored paths to copy all the same (`fix.copy.include`: git pathspec globs from the top). */
  include?: readonly string[];
}

/**
 * Copies what the tests need of the checkout into a fresh folder of fix-loop's, owned by the
 * agent user, in one tar pipe that sets owner and modes as it writes: the files git tracks, the
 * untracked ones it does not ignore, and ignored ones only where `include` names them (so an
 * ignored `.env` or a credentials file the runner left in the workspace is not there); never
 * `.git`. The list comes from git in the checkout, never in the copy. Installed dependencies
 * (dependency-folders.ts) are not copied: each is bound read-only from the checkout into the
 * copy, here, before any process of the agent exists (so no path the agent could have changed is
 * ever resolved by root's mount), and every namespace of the agent takes the copy with them.
 * Returns `runAs` with the copy laid over the checkout in every namespace it starts.
 *
 * Not an overlay mount: the agent user could write none of the checkout's files through one
 * without an idmapped lower layer (mount's X-mount.idmap needs util-linux 2.39; 2.38 ignores
 * the option and says nothing), and every command's namespace would mount the same upper folder
 * at once (overlayfs: "undefined behavior").
 */
export async function makeAgentCopy(
  top: string,
  runAs: RunAs,
  options: AgentCopyOptions = {},
): Promise<{ copy: AgentCopy; runAs: RunAs }> {
  if (!runAs.namespace) throw new Error("an agent copy needs the agent's PID namespaces");
  const over = await realpath(top);
  const outer = await mkdtemp(path.join(await copyBase(), "fix-loop-copy-"));
  const tree = path.join(outer, "tree");
  let made: MadeCopy = { bound: [], points: [], dependencies: 0, paths: [] };
  let thrownAway = 0;
  /** The removal of copies thrown away, going on while the next one is made. */
  let removing: Promise<unknown> = Promise.resolve();
  let removed = false;
  const clear = async () => {
    if (removed) return;
    // Deepest first; lazily where something still holds one, so the folder can go.
    for (const folder of [...made.bound].reverse())
      await privileged("umount", [folder])
        .catch(() => privileged("umount", ["-l", folder]))
        .catch(() => undefined);
    for (const point of made.points) await privileged("rmdir", [point]).catch(() => undefined);
    made = { bound: [], points: [], dependencies: 0, paths: [] };
    // Out of the way in one rename each (the folder is fix-loop's), removed meanwhile: rm
    // follows no link and stays on this file system (never into a mount left behind).
    const away = path.join(outer, `gone-${++thrownAway}`);
    await mkdir(away, { mode: 0o700 });
    for (const name of ["tree", "caches"])
      await rename(path.join(outer, name), path.join(away, name)).catch(() => undefined);
    const previous = removing;
    removing = previous.then(() =>
      privileged("rm", ["-rf", "--one-file-system", away]).catch(() => undefined),
    );
  };
  const fill = async () => {
    try {
      made = await fillCopy(over, outer, runAs, options.include ?? []);
    } catch (error) {
      await clear().catch(() => undefined);
      throw error;
    }
  };
  await fill().catch(async (error) => {
    await privileged("rm", ["-rf", "--one-file-system", outer]).catch(() => undefined);
    throw error;
  });
  const copy: AgentCopy = {
    tree,
    over,
    get dependencies() {
      return made.dependencies;
    },
    get dependencyPaths() {
      return made.paths;
    },
    remove: async () => {
      await clear();
      removed = true;
      await removing;
      await privileged("rm", ["-rf", "--one-file-system", outer]);
    },
    renew: async () => {
      await clear();
      await fill();
    },
  };
  return {
    copy,
    runAs: { ...runAs, namespace: { ...runAs.namespace, copy: { folder: tree, over } } },
  };
}

interface MadeCopy {
  /** Mounts made in the copy, in the order made. */
  bound: string[];
  /** Empty mount points fix-loop made in the checkout's node_modules, taken out again at the end. */
  points: string[];
  dependencies: number;
  /** Every dependency folder of the copy, bound or copied, relative to its top. */
  paths: string[];
}

/** The copy at `outer`/tree: the listed files copied, the dependency folders bound. */
async function fillCopy(
  over: string,
  outer: string,
  runAs: RunAs,
  include: readonly string[],
): Promise<MadeCopy> {
  const tree = path.join(outer, "tree");
  const made: MadeCopy = { bound: [], points: [], dependencies: 0, paths: [] };
  await mkdir(tree, { mode: 0o755 });
  const listed = await filesForTheCopy(over, include);
  const dependencies = (await dependencyFolders(over)).filter((folder) =>
    listed.folders.has(path.posix.dirname(folder)),
  );
  await copyListed(over, tree, runAs, listed.entries, outer);
  made.paths.push(...dependencies);
  for (const [index, folder] of dependencies.entries()) {
    const into = path.join(tree, folder);
    if (await bindReadOnly(path.join(over, folder), into)) {
      made.bound.push(into);
      made.dependencies++;
      const caches = path.join(outer, "caches", String(index));
      const cached = await bindToolCaches(path.join(over, folder), into, caches, runAs);
      made.bound.push(...cached.mounted);
      made.points.push(...cached.points);
    } else await copyInto(path.join(over, folder), into, runAs, []);
  }
  return made;
}

/**
 * `from`'s content into the folder `to` (made if missing), but for .git and the `skip` folders:
 * owned by the agent user. As root, or through sudo, since it sets another owner. For a
 * dependency folder that cannot be bound.
 */
async function copyInto(
  from: string,
  to: string,
  runAs: RunAs,
  skip: readonly string[],
): Promise<void> {
  const excluded = [".git", ...skip].map((name) => `--exclude=./${name}`);
  const archive = ["--anchored", "--no-wildcards", ...excluded];
  await runCopyScript(from, to, [...archive, ...ownerOptions(runAs), "."]);
}

/** The listed entries of `from` (folders first, each listed with no recursion) into `to`. */
async function copyListed(
  from: string,
  to: string,
  runAs: RunAs,
  entries: readonly string[],
  scratch: string,
): Promise<void> {
  const list = path.join(scratch, "copied.list");
  await writeFile(list, `${entries.join("\0")}\0`, { mode: 0o600 });
  try {
    // A tracked file deleted in the checkout is still listed by git: tar notes it and goes on.
    const archive = ["--no-recursion", "--ignore-failed-read", "--null", "-T", list];
    await runCopyScript(from, to, [...archive, ...ownerOptions(runAs)]);
  } finally {
    await rm(list, { force: true });
  }
}

function ownerOptions(runAs: RunAs): string[] {
  return [`--owner=${runAs.uid}`, `--group=${runAs.group}`, "--numeric-owner", "--mode=g+rwX"];
}

async function runCopyScript(from: string, to: string, tarOptions: string[]): Promise<void> {
  await privileged("sh", ["-c", COPY_SCRIPT, "fix-loop-copy", from, to, ...tarOptions]).catch(
    (error) => {
      throw new Error(`could not copy the tree for the agent: ${messageOf(error)}`);
    },
  );
}

/** tar | tar, failing when either side does (sh has no pipefail): $1 into $2, tar options and names after. */
const COPY_SCRIPT = [
  'from=$1 to=$2; shift 2; mkdir -p "$to" || exit 1',
  'wrote=$( { { tar -C "$from" -cf - "$@" 3>&-; echo $? >&3; } | tar -C "$to" -xpf - >&2 3>&-; } 3>&1 )',
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
