import { chmodSync, chownSync, lstatSync, readdirSync, type Stats } from "node:fs";
import path from "node:path";
import { isRoot, privileged } from "../process/privileged.js";
import type { RunAs } from "../process/run-as.js";

/** Group read-write, and setgid on folders so what the agent creates stays in the shared group. */
const GROUP_WRITE = 0o060;
const FOLDER_SHARE = 0o2070;

interface Entry {
  path: string;
  mode: number;
  gid: number;
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
    before.push({ path: file, mode: stat.mode & 0o7777, gid: stat.gid });
    const share = stat.isDirectory() ? FOLDER_SHARE : GROUP_WRITE;
    chownSync(file, -1, runAs.group);
    chmodSync(file, (stat.mode & 0o7777) | share);
  });
  return () => giveTreeBack(top, before);
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
  chownSync(folder, -1, runAs.group);
  chmodSync(folder, 0o2770);
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
