import { chmodSync, chownSync, lstatSync, readdirSync, type Stats } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { isRoot, privileged, privilegedSync } from "./privileged.js";
import type { RunAs } from "./run-as.js";

/** Group read-write, and setgid on folders so what the agent creates stays in the shared group. */
const GROUP_WRITE = 0o060;
const FOLDER_SHARE = 0o2070;

interface Entry {
  path: string;
  mode: number;
  gid: number;
  folder?: boolean;
}

/**
 * Gives the work tree to the agent user's group for the run: every file and folder under `top`
 * except `.git/` becomes group-writable (folders setgid), so the agent and the tests it runs can
 * change the code while the files stay ours, and git, which refuses a tree owned by another
 * user, keeps working for the engine. `.git/` is left alone: the agent cannot write it at all.
 * Returns the give-back: modes and groups as they were, and what the agent created made ours.
 */
export async function handTreeTo(top: string, runAs: RunAs): Promise<() => Promise<void>> {
  const before: Entry[] = [];
  walk(top, (file, stat) => {
    before.push({
      path: file,
      mode: stat.mode & 0o7777,
      gid: stat.gid,
      folder: stat.isDirectory(),
    });
    if (isRoot()) chownSync(file, -1, runAs.gid);
  });
  // Not root: we are not in the user's own group, so root's chgrp gives the tree to it.
  if (!isRoot()) await chgrpAll(before, runAs.gid);
  for (const entry of before) {
    const share = entry.folder ? FOLDER_SHARE : GROUP_WRITE;
    chmodSync(entry.path, entry.mode | share);
  }
  return () => giveTreeBack(top, before);
}

async function chgrpAll(entries: readonly Entry[], gid: number): Promise<void> {
  for (let at = 0; at < entries.length; at += 500) {
    const files = entries.slice(at, at + 500).map((entry) => entry.path);
    await privileged("chgrp", ["-h", String(gid), "--", ...files]);
  }
}

async function giveTreeBack(top: string, before: readonly Entry[]): Promise<void> {
  const uid = process.getuid?.() ?? 0;
  const known = new Map(before.map((entry) => [entry.path, entry]));
  const theirs: string[] = [];
  walk(top, (file, stat) => {
    if (stat.uid !== uid) theirs.push(file);
  });
  await makeOurs(theirs, uid, before[0]?.gid ?? process.getgid?.() ?? 0);
  walk(top, (file, stat) => {
    const entry = known.get(file);
    // What the agent created and the engine kept: ours now, without the shared bits.
    const mode = entry?.mode ?? stat.mode & 0o7777 & ~0o2020;
    if (entry) chownSync(file, -1, entry.gid);
    chmodSync(file, mode);
  });
}

/**
 * A folder of the engine's (reports, coverage, hook state) the agent's processes must write
 * into: the shared group may write it, and what they write there the engine can read and delete.
 */
export function shareFolder(folder: string, runAs: RunAs | null | undefined): void {
  if (!runAs) return;
  // The user's own group, which we are not in when not root: root's chgrp gives it.
  if (isRoot()) chownSync(folder, -1, runAs.gid);
  else privilegedSync("chgrp", [String(runAs.gid), folder]);
  chmodSync(folder, 0o2770);
}

/**
 * Removes a folder shareFolder shared: what the user made in it is its own, in its own group,
 * so where we are not root and cannot remove it, root does (rm follows no link).
 */
export async function removeSharedFolder(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true }).catch(async (error) => {
    if (isRoot()) throw error;
    await privileged("rm", ["-rf", "--one-file-system", "--", folder]);
  });
}

async function makeOurs(files: readonly string[], uid: number, gid: number): Promise<void> {
  if (files.length === 0) return;
  if (isRoot()) {
    for (const file of files) chownSync(file, uid, gid);
    return;
  }
  for (let at = 0; at < files.length; at += 500) {
    await privileged("chown", ["-h", `${uid}:${gid}`, "--", ...files.slice(at, at + 500)]);
  }
}

/** `top` and everything under it but `.git`, folders before their contents; symlinks skipped. */
function walk(top: string, visit: (file: string, stat: Stats) => void): void {
  const pending = [top];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    const stat = lstatSync(file, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) continue;
    visit(file, stat);
    if (!stat.isDirectory()) continue;
    for (const name of readdirSync(file)) {
      if (file === top && name === ".git") continue;
      pending.push(path.join(file, name));
    }
  }
}
