import type { Stats } from "node:fs";
import {
  chmod,
  copyFile,
  lchown,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rm,
  rmdir,
  symlink,
} from "node:fs/promises";
import path from "node:path";
import { stampOf, walkFiles } from "../files/walk-files.js";
import { isRoot } from "../process/privileged.js";
import type { RunAs } from "../process/run-as.js";
import type { AgentCopy } from "../sandbox/agent-copy.js";
import { git } from "./git.js";
import { suspiciousIgnoredChanges } from "./ignored-files-guard.js";
import { lineStat } from "./line-stat.js";
import type { TreeChanges } from "./snapshot.js";

/** Folders never compared: the agent's own repository, and dependencies (check re-installs them). */
const NOT_COMPARED = new Set([".git", "node_modules"]);

/**
 * The agent's copy of the tree, compared with the checkout by reading files: the checkout is the
 * accepted state (the pinned commit plus the fixes kept so far), the copy is what the agent made
 * of it. A kept change is copied into the checkout, a rejected one is put back in the copy from
 * the checkout. No git command ever runs in or on the copy; the only git is the checkout's own,
 * to tell which paths it tracks or ignores.
 */
export class CopyTree {
  private constructor(
    private readonly copy: AgentCopy,
    private readonly owner: RunAs,
    /** Non-ignored paths of the accepted state (repository-relative). */
    private readonly tracked: Set<string>,
    /** Stamp of every compared file of the copy as last known equal to the checkout. */
    private readonly stamps: Map<string, string>,
  ) {}

  /** The checkout's top (the repository paths below are relative to it). */
  get top(): string {
    return this.copy.over;
  }

  static async open(copy: AgentCopy, owner: RunAs): Promise<CopyTree> {
    const listed = await git(copy.over, [
      "ls-files",
      "-z",
      "--cached",
      "--others",
      "--exclude-standard",
    ]);
    const files = await walkFiles(copy.tree, NOT_COMPARED);
    const tracked = new Set(listed.split("\0").filter((name) => files.has(name)));
    const stamps = new Map([...files].map(([name, stat]) => [name, stampOf(stat)]));
    return new CopyTree(copy, owner, tracked, stamps);
  }

  /**
   * What the agent changed, as repository paths. Changes to ignored files are put back at once
   * (from the checkout) and, but for tool caches and test reports, reported as tampering.
   */
  async changes(outputs: readonly string[]): Promise<TreeChanges> {
    const now = await walkFiles(this.copy.tree, NOT_COMPARED);
    const touched: string[] = [];
    for (const [name, stat] of now) {
      const known = this.stamps.get(name);
      if (known === stampOf(stat)) continue;
      if (known !== undefined && (await this.sameAsCheckout(name))) {
        this.stamps.set(name, stampOf(stat));
        continue;
      }
      touched.push(name);
    }
    for (const name of this.stamps.keys()) if (!now.has(name)) touched.push(name);

    const fresh = touched.filter((name) => !this.stamps.has(name));
    const ignoredFresh = new Set(await this.ignoredOf(fresh));
    const isIgnored = (name: string) =>
      this.stamps.has(name) ? !this.tracked.has(name) : ignoredFresh.has(name);
    const files = touched.filter((name) => !isIgnored(name)).sort();
    const ignored = touched.filter(isIgnored).sort();

    await this.putBack(ignored);
    const suspicious = suspiciousIgnoredChanges(ignored, outputs);
    const tamper = suspicious.length > 0 ? [`changed ignored files: ${suspicious.join(", ")}`] : [];
    return { files, diffStat: await this.diffStat(files), tamper, ignoredRestored: ignored };
  }

  /** Puts these paths of the copy back as the checkout has them (removed where it has none). */
  async undo(files: readonly string[]): Promise<void> {
    await this.putBack(files);
  }

  /** A file of the copy as text, or null where it has none (or not a regular file). */
  async textInCopy(name: string): Promise<string | null> {
    const stat = await this.statInCopy(name);
    if (!stat?.isFile()) return null;
    return readFile(path.join(this.copy.tree, name), "utf8");
  }

  /** Copies these paths of the copy into the checkout: the kept fix. */
  async keep(files: readonly string[]): Promise<void> {
    for (const name of files) {
      const from = path.join(this.copy.tree, name);
      const to = path.join(this.top, name);
      const stat = await this.statInCopy(name);
      await rm(to, { recursive: true, force: true });
      if (stat) {
        await mkdir(path.dirname(to), { recursive: true });
        await copyEntry(from, to, stat);
        this.tracked.add(name);
        this.stamps.set(name, stampOf(stat));
      } else {
        await removeEmptyParents(this.top, path.dirname(to));
        this.tracked.delete(name);
        this.stamps.delete(name);
      }
    }
  }

  private async putBack(files: readonly string[]): Promise<void> {
    for (const name of files) {
      const to = path.join(this.copy.tree, name);
      await this.assertRealFolders(name);
      await rm(to, { recursive: true, force: true });
      const source = await lstat(path.join(this.top, name)).catch(() => null);
      if (!source || source.isDirectory()) {
        await removeEmptyParents(this.copy.tree, path.dirname(to));
        this.stamps.delete(name);
        continue;
      }
      await this.makeFolders(name);
      await copyEntry(path.join(this.top, name), to, source);
      await this.giveToAgent(to, source);
      this.stamps.set(name, stampOf(await lstat(to)));
    }
  }

  /** The file (or link) of the copy, when no folder on its way is a link; null when absent. */
  private async statInCopy(name: string): Promise<Stats | null> {
    await this.assertRealFolders(name);
    return lstat(path.join(this.copy.tree, name)).catch(() => null);
  }

  private async sameAsCheckout(name: string): Promise<boolean> {
    const [ours, theirs] = await Promise.all([
      lstat(path.join(this.top, name)).catch(() => null),
      lstat(path.join(this.copy.tree, name)).catch(() => null),
    ]);
    if (!ours || !theirs) return ours === theirs;
    if (ours.isSymbolicLink() || theirs.isSymbolicLink()) {
      if (!(ours.isSymbolicLink() && theirs.isSymbolicLink())) return false;
      const [a, b] = await Promise.all([
        readlink(path.join(this.top, name)),
        readlink(path.join(this.copy.tree, name)),
      ]);
      return a === b;
    }
    if (ours.size !== theirs.size || (ours.mode & 0o111) !== (theirs.mode & 0o111)) return false;
    const [a, b] = await Promise.all([
      readFile(path.join(this.top, name)),
      readFile(path.join(this.copy.tree, name)),
    ]);
    return a.equals(b);
  }

  /** Which of these new paths the checkout's ignore rules (not the copy's) ignore. */
  private async ignoredOf(names: readonly string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const listing = await git(this.top, ["check-ignore", "-z", "--stdin", "--no-index"], {
      input: `${names.join("\0")}\0`,
    }).catch(() => "");
    return listing.split("\0").filter(Boolean);
  }

  private async diffStat(files: readonly string[]): Promise<string> {
    const read = (file: string) =>
      lstat(file)
        .then((stat) => (stat.isSymbolicLink() ? readlink(file).then(Buffer.from) : readFile(file)))
        .catch(() => null);
    const changes = [];
    for (const name of files) {
      changes.push({
        path: name,
        before: await read(path.join(this.top, name)),
        after: await read(path.join(this.copy.tree, name)),
      });
    }
    return lineStat(changes);
  }

  /** fix-loop writes into the agent's copy: never through a folder the agent made a link. */
  private async assertRealFolders(name: string): Promise<void> {
    const parts = name.split("/").slice(0, -1);
    for (let at = 1; at <= parts.length; at += 1) {
      const folder = path.join(this.copy.tree, ...parts.slice(0, at));
      const stat = await lstat(folder).catch(() => null);
      if (!stat) return;
      if (!stat.isDirectory()) {
        await rm(folder, { force: true });
        return;
      }
    }
  }

  private async makeFolders(name: string): Promise<void> {
    const parts = name.split("/").slice(0, -1);
    for (let at = 1; at <= parts.length; at += 1) {
      const folder = path.join(this.copy.tree, ...parts.slice(0, at));
      if (await lstat(folder).catch(() => null)) continue;
      await mkdir(folder, { mode: 0o775 });
      await this.giveToAgent(folder, null);
    }
  }

  private async giveToAgent(file: string, source: Stats | null): Promise<void> {
    if (isRoot()) await lchown(file, this.owner.uid, this.owner.group);
    // The user holds no group of ours: what we put back it may write as "other" (no root chown
    // in a tree it owns); only it and we can reach the copy (its outer folder is ours, 0700).
    else if (!source?.isSymbolicLink())
      await chmod(file, ((source?.mode ?? 0o775) & 0o777) | (source?.isFile() ? 0o066 : 0o077));
  }
}

async function copyEntry(from: string, to: string, stat: Stats): Promise<void> {
  if (stat.isSymbolicLink()) {
    await symlink(await readlink(from), to);
    return;
  }
  await copyFile(from, to);
  await chmod(to, stat.mode & 0o111 ? 0o755 : 0o644);
}

async function removeEmptyParents(top: string, folder: string): Promise<void> {
  let current = folder;
  while (current.startsWith(top) && current !== top) {
    const entries = await readdir(current).catch(() => null);
    if (entries === null || entries.length > 0) return;
    await rmdir(current).catch(() => undefined);
    current = path.dirname(current);
  }
}
